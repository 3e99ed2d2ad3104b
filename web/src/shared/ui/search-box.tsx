import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeSearchQuery } from '@/shared/lib/search-query';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Receives the trimmed query, or null when the text is blank. */
  onSearch: (query: string | null) => void;
  /** Disable the submit button while the trimmed text is empty (search screen). */
  disableWhenBlank?: boolean;
  error?: string | null;
}

/** A labelled search field with its submit button, inside a search landmark. */
export function SearchBox({ value, onChange, onSearch, disableWhenBlank = false, error = null }: SearchBoxProps) {
  const { t } = useTranslation('browse');
  const id = useId();
  const errorId = `${id}-error`;
  const blank = normalizeSearchQuery(value) === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(normalizeSearchQuery(value));
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t('searchBox.label')}
      </label>
      <div className={styles.row}>
        <span className={styles.icon} aria-hidden="true">
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
        </span>
        <input
          id={id}
          className={`input ${styles.input}`}
          type="search"
          name="q"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('searchBox.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={disableWhenBlank && blank}>
          {t('searchBox.submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
