import type { Language as GraphQLLanguage } from '@/__generated__/graphql';
import { readString, storageKeys, writeString } from '@/shared/lib/storage';

export const supportedLanguages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'zh-CN';
/**
 * Strings missing in the active language come from here (the spec: "Missing keys fall back to
 * en-US strings"). It costs a zh-CN reader a second small chunk per lazily loaded namespace even
 * though resources.test.ts keeps every key in both languages; the rule stands all the same.
 */
export const fallbackLanguage: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The language chosen earlier (localStorage `language`), else the default. */
export function readStoredLanguage(): Language {
  const stored = readString(storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

export function storeLanguage(language: Language): void {
  writeString(storageKeys.language, language);
}

/** The schema's Language enum value, for operations whose server texts are localised. */
export function toGraphQLLanguage(language: Language): GraphQLLanguage {
  return language === 'en-US' ? 'EN_US' : 'ZH_CN';
}
