import type { i18n as I18n } from 'i18next';

type ResolveHierarchy = (code: unknown, fallbackCode?: unknown) => string[];

/**
 * i18next works out the chain of languages a key is looked up in (zh-CN, then en-US) afresh on
 * every `t()` call, and canonicalises each code with `Intl.getCanonicalLocales` on the way: two
 * thirds of a plain `t()` (about 9 us against 3 in Node, more on a phone), and the app calls `t()`
 * for every label of every render, a chapter turn's included. The chain depends only on the code
 * and on options fixed at init, so it is worked out once per code. The chain is handed out as a
 * copy, as i18next keeps some of them. i18next 27 keeps such a cache itself (this can go with the
 * upgrade, which wants Node 22 and react-i18next 18); 25 has no option for it, and
 * `services.languageUtils` is its own (language-chains.test.ts fails if that ever changes).
 */
export function rememberLanguageChains(instance: I18n): void {
  const utils = instance.services.languageUtils as { toResolveHierarchy?: ResolveHierarchy };
  const resolve = utils.toResolveHierarchy;
  if (typeof resolve !== 'function') throw new Error('i18next has no languageUtils.toResolveHierarchy to remember');
  const chains = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    // A call that names its own fallbacks, or no single code, is rare: left to i18next.
    if (fallbackCode !== undefined || typeof code !== 'string') return resolve.call(utils, code, fallbackCode);
    let chain = chains.get(code);
    if (!chain) {
      chain = resolve.call(utils, code);
      chains.set(code, chain);
    }
    return [...chain];
  };
}
