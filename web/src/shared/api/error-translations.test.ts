import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/__generated__/enums';
import enUS from '@/locales/en-US/errors.json';
import zhCN from '@/locales/zh-CN/errors.json';

/**
 * Every code the graph can put in `extensions.code` (its ErrorCode enum, generated from the schema,
 * onto which the BFF maps every code of the API) has a text in both languages, so a new code fails
 * here until it is translated.
 */
const translations: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

describe('error code translations', () => {
  it('knows the codes of the schema', () => {
    expect(Object.values(ErrorCode).length).toBeGreaterThan(40);
    expect(Object.values(ErrorCode)).toContain('PASSWORD_TOO_COMMON');
  });

  for (const [language, texts] of Object.entries(translations)) {
    it(`${language}: every ErrorCode has a text`, () => {
      expect(Object.values(ErrorCode).filter((code) => !texts[code]?.trim())).toEqual([]);
    });

    it(`${language}: has no text for a code the schema does not have`, () => {
      expect(Object.keys(texts).filter((code) => !(code in ErrorCode))).toEqual([]);
    });
  }

  it('uses the spec wording where the spec names the message', () => {
    expect(enUS.INVALID_CREDENTIALS).toBe('Invalid username or password');
    expect(enUS.USERNAME_TAKEN).toBe('Username already exists');
    expect(enUS.USERNAME_LENGTH).toBe('username length must be 3-20 characters');
    expect(enUS.PASSWORD_TOO_SHORT).toBe('password must be at least 6 characters');
    expect(enUS.EMAIL_INVALID).toBe('Please enter a valid email address');
    expect(enUS.NO_CHANGES).toBe('No changes to update');
    expect(enUS.SEARCH_KEYWORDS_REQUIRED).toBe('Please enter search keywords');
  });

  it('says why a common password is refused', () => {
    expect(enUS.PASSWORD_TOO_COMMON).toMatch(/common/i);
    expect(enUS.PASSWORD_TOO_COMMON).toMatch(/guess/i);
    expect(zhCN.PASSWORD_TOO_COMMON).toContain('常见');
    expect(zhCN.PASSWORD_TOO_COMMON).toContain('猜到');
  });
});
