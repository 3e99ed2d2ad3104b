import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language';

describe('textLanguage', () => {
  it('tells Chinese text from English text', () => {
    expect(textLanguage('第一章 风起了，山门外下着雨。')).toBe('zh-CN');
    expect(textLanguage('Chapter 1. The wind rose over the mountain gate.')).toBe('en-US');
    // A few English words in a Chinese chapter keep it Chinese.
    expect(textLanguage('他打开了 iPhone，看到一条 WeChat 消息：明天见。')).toBe('zh-CN');
    expect(textLanguage(null)).toBe('en-US');
  });
});
