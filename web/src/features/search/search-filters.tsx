import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchGenre, SearchSort } from '@/__generated__/graphql';
import { genreName, genreNamed, searchGenres, searchSorts, sortName, sortNamed } from './search-options';
import styles from './search-page.module.css';

export interface SearchFiltersProps {
  genre: SearchGenre | null;
  sort: SearchSort;
  onGenreChange: (genre: SearchGenre | null) => void;
  onSortChange: (sort: SearchSort) => void;
}

/** The category filter and the sort order, as two labelled selects whose values are the spec's names. */
export function SearchFilters({ genre, sort, onGenreChange, onSortChange }: SearchFiltersProps) {
  const { t } = useTranslation('browse');
  const genreId = useId();
  const sortId = useId();
  return (
    <div className={styles.filters} role="group" aria-label={t('search.filters')}>
      <div className={styles.filter}>
        <label htmlFor={genreId}>{t('search.genre')}</label>
        <select
          id={genreId}
          className={styles.select}
          value={genre ? genreName(genre) : ''}
          onChange={(event) => onGenreChange(genreNamed(event.target.value))}
        >
          <option value="">{t('search.allGenres')}</option>
          {searchGenres.map((value) => (
            <option key={value} value={genreName(value)}>
              {t(`search.genres.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={sortId}>{t('search.sort')}</label>
        <select
          id={sortId}
          className={styles.select}
          value={sortName(sort)}
          onChange={(event) => {
            const next = sortNamed(event.target.value);
            if (next) onSortChange(next);
          }}
        >
          {searchSorts.map((value) => (
            <option key={value} value={sortName(value)}>
              {t(`search.sorts.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
