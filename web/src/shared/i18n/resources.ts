import type { BackendModule, ReadCallback, Resource, ResourceKey } from 'i18next';
import { isLanguage } from './languages';
import { lazyLocaleLoader } from './lazy-locales';

/**
 * Locale files live in src/locales/<language>/<namespace>.json (zh-CN and en-US, same keys).
 *
 * - `common` and `auth` are bundled: the login screen and the app shell need them before anything
 *   else, and they keep the first render synchronous.
 * - Every other namespace (browse, reader, tasks, ...) is picked up automatically and loaded on
 *   demand: `useTranslation('reader')` fetches reader.json for the active language (and en-US, the
 *   fallback) in one small chunk that holds both, suspending to the nearest <Suspense> meanwhile.
 *   So adding a namespace is just adding the two JSON files.
 * - `errors` (one text per server error code, read by the shared error helper rather than through
 *   `useTranslation`) is loaded on demand too: once the opening screen is up and rendered
 *   (`loadStartupNamespaces`, app/layout/root-layout.tsx), or as soon as an error is described
 *   before that (shared/api/use-error-message.ts). Until it is there the server's message is
 *   shown, and the translation replaces it when it arrives.
 */

/** Groups `<language>/<namespace>.json` modules into i18next resources. */
export function buildResources(modules: Record<string, unknown>): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const [path, content] of Object.entries(modules)) {
    const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    if (!isLanguage(language) || namespace === undefined) continue;
    if (typeof content !== 'object' || content === null) continue;
    resources[language] = { ...resources[language], [namespace]: content as ResourceKey };
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces].sort() };
}

const bundledModules = import.meta.glob(['../../locales/*/common.json', '../../locales/*/auth.json'], {
  eager: true,
  import: 'default',
});

export const { resources: bundledResources, namespaces: bundledNamespaces } = buildResources(bundledModules);

export { lazyNamespaces } from './lazy-locales';

/** Lazy namespaces fetched right after the first paint rather than on first use. */
export const preloadedNamespaces: string[] = ['errors'];

/** An i18next backend that reads the lazily loaded namespaces from their chunks. */
export const lazyNamespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = lazyLocaleLoader(language, namespace);
    if (!load) {
      // Unknown namespace or language: nothing to load, the keys fall back or show as keys.
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
