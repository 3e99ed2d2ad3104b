import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguageChains } from './language-chains';
import { fallbackLanguage, readStoredLanguage, storeLanguage, supportedLanguages, type Language } from './languages';
import { bundledNamespaces, bundledResources, lazyNamespaceBackend, preloadedNamespaces } from './resources';

/** Namespace used by `t()` when none is named: shared words (buttons, navigation, errors). */
export const defaultNamespace = 'common';

export const i18n = i18next.createInstance();

void i18n
  .use(lazyNamespaceBackend)
  .use(initReactI18next)
  .init({
    resources: bundledResources,
    // Bundled namespaces come from `resources`; the others are read by the backend when used.
    partialBundledLanguages: true,
    ns: bundledNamespaces,
    defaultNS: defaultNamespace,
    lng: readStoredLanguage(),
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    // The bundled namespaces are there already, so the first render needs no waiting.
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
rememberLanguageChains(i18n);

/**
 * Fetches the namespaces every screen may need but none needs for its first paint (`errors`), once
 * the opening screen is up; from then on they are in the namespace list, so a language change
 * fetches them again.
 */
export function loadStartupNamespaces(): void {
  void i18n.loadNamespaces(preloadedNamespaces);
}

function reflectLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

/** Switches the interface language and remembers the choice (localStorage `language`). */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
