import i18next, { type i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLanguageChains } from './language-chains';

function makeInstance() {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {
      'zh-CN': { common: { read: '阅读', chapter: '第{{n}}章' } },
      'en-US': { common: { read: 'Read', chapter: 'Chapter {{n}}', onlyEnglish: 'Only in English' } },
    },
    defaultNS: 'common',
    lng: 'zh-CN',
    fallbackLng: 'en-US',
    supportedLngs: ['zh-CN', 'en-US'],
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}

/** `t` without the app's typed keys (i18next.d.ts): these resources are the test's own. */
const t = (instance: I18n, key: string, options?: Record<string, unknown>) =>
  (instance.t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rememberLanguageChains', () => {
  it('translates as i18next does: the language, its fallback for a missing key, interpolation, a switch', async () => {
    const plain = makeInstance();
    const remembering = makeInstance();
    rememberLanguageChains(remembering);

    for (const instance of [plain, remembering]) {
      expect(t(instance, 'read')).toBe('阅读');
      expect(t(instance, 'chapter', { n: 3 })).toBe('第3章');
      expect(t(instance, 'onlyEnglish')).toBe('Only in English');
      expect(t(instance, 'read', { lng: 'en-US' })).toBe('Read');
    }
    await remembering.changeLanguage('en-US');
    expect(t(remembering, 'chapter', { n: 4 })).toBe('Chapter 4');
    expect(remembering.languages).toEqual(['en-US']);
    await remembering.changeLanguage('zh-CN');
    expect(t(remembering, 'read')).toBe('阅读');
    expect(remembering.languages).toEqual(['zh-CN', 'en-US']);
  });

  it('works the chain out once per language, not on every t()', () => {
    const instance = makeInstance();
    rememberLanguageChains(instance);
    const canonicalise = vi.spyOn(Intl, 'getCanonicalLocales');

    for (let call = 0; call < 100; call += 1) t(instance, 'read');
    // One chain for zh-CN (its code and its fallback's), then none.
    expect(canonicalise.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('hands out copies, so a caller that changes its chain changes no other', () => {
    const instance = makeInstance();
    rememberLanguageChains(instance);
    const utils = instance.services.languageUtils as { toResolveHierarchy: (code: string) => string[] };

    const first = utils.toResolveHierarchy('zh-CN');
    first.push('xx');
    expect(utils.toResolveHierarchy('zh-CN')).toEqual(['zh-CN', 'en-US']);
  });
});
