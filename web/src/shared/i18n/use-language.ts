import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { defaultLanguage, isLanguage, type Language } from './languages';

/** The active language (re-renders on change) and a setter that also persists the choice. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return { language: isLanguage(current) ? current : defaultLanguage, setLanguage: changeLanguage };
}
