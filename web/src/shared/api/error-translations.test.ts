import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enUS from '@/locales/en-US/errors.json';
import zhCN from '@/locales/zh-CN/errors.json';
import { errorCodes } from './error-codes';

/**
 * Every code the server can put in `extensions.code` has a text in both languages: the API's
 * closed set (`ERROR_STATUS` in api/src/domain/errors.ts, read from the source so a new API code
 * fails here until it is translated) and the codes the BFF adds or folds into (bff/src/errors.ts,
 * bff/src/security/*).
 */
const apiErrorsSource = readFileSync(fileURLToPath(new URL('../../../../api/src/domain/errors.ts', import.meta.url)), 'utf8');

function apiErrorCodes(): string[] {
  const body = /export const ERROR_STATUS = \{([\s\S]*?)\} as const/.exec(apiErrorsSource)?.[1] ?? '';
  return [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*):\s*\d{3},/gm)].map((match) => match[1]!);
}

const bffErrorCodes = [
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_ATTEMPTS',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_BUDGET_EXCEEDED',
  'QUERY_TOO_COMPLEX',
];

const translations: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

describe('error code translations', () => {
  it('reads the API codes from its source', () => {
    const codes = apiErrorCodes();
    expect(codes.length).toBeGreaterThan(30);
    expect(codes).toContain('INVALID_CREDENTIALS');
    expect(codes).toContain('PASSWORD_TOO_COMMON');
  });

  for (const [language, texts] of Object.entries(translations)) {
    it(`${language}: every API and BFF code has a text`, () => {
      const missing = [...new Set([...apiErrorCodes(), ...bffErrorCodes])].filter((code) => !texts[code]?.trim());
      expect(missing).toEqual([]);
    });
  }

  it('covers every code a screen branches on, except the internal error that is never shown', () => {
    const branched = Object.values(errorCodes).filter((code) => code !== errorCodes.internalServerError);
    for (const texts of Object.values(translations)) expect(branched.filter((code) => !texts[code])).toEqual([]);
  });

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
