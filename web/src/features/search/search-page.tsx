import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchGenre, SearchSort } from '@/__generated__/graphql';
import { paths, searchParams as params } from '@/config/paths';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';
import { normalizeSearchQuery } from '@/shared/lib/search-query';
import { BackButton } from '@/shared/ui/back-button';
import { SearchBox } from '@/shared/ui/search-box';
import { EmptyState } from '@/shared/ui/state-panel';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';
import styles from './search-page.module.css';

/** /search?q=: a search box (its button disabled while blank), filters and the results. */
export default function SearchPage() {
  const { t } = useTranslation('browse');
  useScrollToTopOnMount();
  const [urlParams] = useSearchParams();
  const navigate = useNavigate();
  const query = normalizeSearchQuery(urlParams.get(params.query) ?? '');
  const [genre, setGenre] = useState<SearchGenre | null>(null);
  const [sort, setSort] = useState<SearchSort>('RELEVANCE');

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <BackButton to={paths.home.getHref()} label={t('search.back')} />
        <h1 className={styles.title}>{t('search.title')}</h1>
      </header>
      <div className={styles.main}>
        {/* Keyed by the query so the box shows the URL's query after back/forward navigation. */}
        <SearchForm
          key={query ?? ''}
          initial={query ?? ''}
          onSearch={(next) => {
            // The same trimmed, encodeURIComponent form as the home search (%20, not +).
            void navigate(paths.search.getHref(next));
            window.scrollTo(0, 0);
          }}
        />
        <SearchFilters genre={genre} sort={sort} onGenreChange={setGenre} onSortChange={setSort} />
        {query === null ? (
          <EmptyState title={t('search.prompt')} />
        ) : (
          <SearchResults key={`${query}|${genre ?? ''}|${sort}`} query={query} genre={genre} sort={sort} />
        )}
      </div>
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SearchBox
      value={value}
      onChange={setValue}
      onSearch={(next) => {
        if (next !== null) onSearch(next);
      }}
      disableWhenBlank
    />
  );
}
