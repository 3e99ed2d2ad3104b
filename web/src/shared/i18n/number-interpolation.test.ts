import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/shared/testing/test-i18n';
import { i18n } from './i18n';
import './number-interpolation';

describe('counts in the texts', () => {
  it.each(['zh-CN', 'en-US'] as const)('are written with grouped digits in %s', (language) => {
    const texts = createTestI18n(language);
    expect(texts.t('browse:novel.chapterCount', { count: 1234 })).toContain('1,234');
    expect(texts.t('browse:list.count', { count: 123_456 })).toContain('123,456');
    expect(texts.t('browse:pagination.status', { page: 1, totalPages: 12_346 })).toContain('12,346');
    expect(texts.t('browse:search.resultCount', { query: 'the', count: 123_456 })).toContain('123,456');
    expect(texts.t('stats:days', { count: 1000 })).toContain('1,000');
  });

  it("go through the app's own number writing (format.ts), not a new Intl.NumberFormat", () => {
    const format = i18n.services.formatter!.format.bind(i18n.services.formatter);
    expect(format(1_234_567, 'number', 'zh-CN', {})).toBe('1,234,567');
    expect(format(12_345.678_9, 'number', 'en-US', {})).toBe('12,345.679');
  });
});
