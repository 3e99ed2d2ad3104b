import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchGenre, SearchSort } from '@/__generated__/graphql';
import { isSearchGenre, isSearchSort, searchGenres, searchSorts } from './search-options';
import styles from './search-page.module.css';

export interface SearchFiltersProps {
  genre: SearchGenre | null;
  sort: SearchSort;
  onGenreChange: (genre: SearchGenre | null) => void;
  onSortChange: (sort: SearchSort) => void;
}

/** The category filter and the sort order, as two labelled selects. */
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
          value={genre ?? ''}
          onChange={(event) => onGenreChange(isSearchGenre(event.target.value) ? event.target.value : null)}
        >
          <option value="">{t('search.allGenres')}</option>
          {searchGenres.map((value) => (
            <option key={value} value={value}>
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
          value={sort}
          onChange={(event) => {
            if (isSearchSort(event.target.value)) onSortChange(event.target.value);
          }}
        >
          {searchSorts.map((value) => (
            <option key={value} value={value}>
              {t(`search.sorts.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
