import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildResources } from '@/shared/i18n/resources';
import { fallbackLanguage, type Language } from '@/shared/i18n/languages';

// Every namespace of both languages at once: tests never wait for a lazy namespace.
const modules = import.meta.glob('../../locales/*/*.json', { eager: true, import: 'default' });
const { resources, namespaces } = buildResources(modules);

/** An i18next instance with every text loaded, in `language`. */
export function createTestI18n(language: Language = 'zh-CN'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    lng: language,
    fallbackLng: fallbackLanguage,
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}
