import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/shared/testing/test-i18n';

describe("the statistics screen's streak rule", () => {
  it('says minute or minutes as the setting reads (STREAK_MIN_MINUTES)', () => {
    const english = createTestI18n('en-US');
    const rule = (minutes: number) => english.t('stats:streakRule', { count: minutes, minutes: String(minutes), timezone: 'Coordinated Universal Time' });
    expect(rule(1)).toBe('A day counts toward the streak with at least 1 minute of reading (days in Coordinated Universal Time).');
    expect(rule(5)).toBe('A day counts toward the streak with at least 5 minutes of reading (days in Coordinated Universal Time).');
    expect(createTestI18n('zh-CN').t('stats:streakRule', { count: 1, minutes: '1', timezone: '中国标准时间' })).toBe('每天阅读至少 1 分钟即计入连续阅读（按中国标准时间计日）。');
  });
});
