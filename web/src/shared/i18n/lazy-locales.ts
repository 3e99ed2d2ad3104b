/**
 * The locale files loaded on demand, one small chunk per namespace with both languages in it
 * (vite-plugins/app-chunks.ts): every namespace but the bundled common and auth (resources.ts).
 * Free of i18next and React, so that the boot entry can ask for the opening screen's texts as early
 * as for its code (app/opening-code.ts).
 */
const lazyModules = import.meta.glob(['../../locales/*/*.json', '!../../locales/*/common.json', '!../../locales/*/auth.json'], {
  import: 'default',
});

/** Namespaces fetched on first use, e.g. ['browse', 'reader', 'tasks']. */
export const lazyNamespaces: string[] = [
  ...new Set(Object.keys(lazyModules).map((path) => /\/([^/]+)\.json$/.exec(path)?.[1] ?? '')),
].filter((name) => name !== '');

/** What loads `namespace` in `language`; null for a bundled or unknown namespace or language. */
export function lazyLocaleLoader(language: string, namespace: string): (() => Promise<unknown>) | null {
  return lazyModules[`../../locales/${language}/${namespace}.json`] ?? null;
}
