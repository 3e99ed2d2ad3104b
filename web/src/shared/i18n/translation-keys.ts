import type { CustomTypeOptions, ParseKeys } from 'i18next';

/** The namespaces of src/locales (typed from zh-CN in i18next.d.ts). */
export type TranslationNamespace = keyof CustomTypeOptions['resources'];

/**
 * A key with its namespace, e.g. 'browse:favorites.loadFailed': what helpers that serve every
 * screen take (the error helper's fallback keys), checked against the locale files like `t()`.
 */
export type NamespacedKey = { [N in TranslationNamespace]: `${N}:${ParseKeys<N>}` }[TranslationNamespace];
