import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, supportedLanguages } from '@/shared/i18n/languages';
import { useLanguage } from '@/shared/i18n/use-language';
import styles from './language-switcher.module.css';

/** A labelled select of the interface languages; the choice is stored in localStorage `language`. */
export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {t('language.label')}
      </label>
      <span className={styles.globe} aria-hidden="true">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
      </span>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {supportedLanguages.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
