import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeSearchQuery, SEARCH_QUERY_MAX_LENGTH } from '@/shared/lib/search-query';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  /** The text the box starts with (screens key the box by it to show a new query). */
  initial?: string;
  /** Receives the trimmed query; a blank text is never searched (spec section 5). */
  onSearch: (query: string) => void;
  /**
   * What a blank submit says (home, library). Without it the submit button is disabled while
   * the trimmed text is empty (search screen).
   */
  blankMessage?: string;
}

/** A labelled search field with its submit button, inside a search landmark. */
export function SearchBox({ initial = '', onSearch, blankMessage }: SearchBoxProps) {
  const { t } = useTranslation('browse');
  const id = useId();
  const errorId = `${id}-error`;
  const [value, setValue] = useState(initial);
  // Whether a blank submit was refused; its text is read at render, so it follows a language switch.
  const [refusedBlank, setRefusedBlank] = useState(false);
  const error = refusedBlank && blankMessage ? blankMessage : null;
  const blank = normalizeSearchQuery(value) === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = normalizeSearchQuery(value);
    if (query !== null) onSearch(query);
    else if (blankMessage) setRefusedBlank(true);
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
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('searchBox.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setRefusedBlank(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={blankMessage === undefined && blank}>
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
