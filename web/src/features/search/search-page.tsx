import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchGenre, SearchSort } from '@/__generated__/graphql';
import { paths, searchParams as params } from '@/config/paths';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';
import { searchFilterParams, withSearchFilters } from '@/shared/lib/search-filters';
import { normalizeSearchQuery } from '@/shared/lib/search-query';
import { BackButton } from '@/shared/ui/back-button';
import { ScreenLayout } from '@/shared/ui/screen-layout';
import { SearchBox } from '@/shared/ui/search-box';
import { EmptyState } from '@/shared/ui/state-panel';
import { SearchFilters } from './search-filters';
import { genreName, genreNamed, sortName, sortNamed } from './search-options';
import { SearchResults } from './search-results';

/** /search?q=: a search box (its button disabled while blank), filters and the results. */
export default function SearchPage() {
  const { t } = useTranslation('browse');
  useScrollToTopOnMount();
  const [urlParams] = useSearchParams();
  const navigate = useNavigate();
  const query = normalizeSearchQuery(urlParams.get(params.query) ?? '');
  // The filters live in the address: back, forward and a reload keep them.
  const genreParam = urlParams.get(searchFilterParams.genre) ?? '';
  const sortParam = urlParams.get(searchFilterParams.sort) ?? '';
  const genre: SearchGenre | null = genreNamed(genreParam);
  const sort: SearchSort = sortNamed(sortParam) ?? 'RELEVANCE';
  const filtersFor = (filters: { genre: SearchGenre | null; sort: SearchSort }) => ({ genre: filters.genre && genreName(filters.genre), sort: sortName(filters.sort) });
  const setFilters = (filters: { genre: SearchGenre | null; sort: SearchSort }) => {
    void navigate(withSearchFilters(paths.search.getHref(query ?? ''), filtersFor(filters)), { replace: true });
  };

  return (
    <ScreenLayout title={t('search.title')} back={<BackButton to={paths.home.getHref()} label={t('search.back')} />}>
      {/* Keyed by the query so the box shows the URL's query after back/forward navigation. */}
      <SearchBox
        key={query ?? ''}
        initial={query ?? ''}
        onSearch={(next) => {
          // The same trimmed, encodeURIComponent form as the home search (%20, not +), the filters kept.
          void navigate(withSearchFilters(paths.search.getHref(next), filtersFor({ genre, sort })));
          window.scrollTo(0, 0);
        }}
      />
      <SearchFilters
        genre={genre}
        sort={sort}
        onGenreChange={(next) => setFilters({ genre: next, sort })}
        onSortChange={(next) => setFilters({ genre, sort: next })}
      />
      {query === null ? (
        <EmptyState title={t('books.emptyQuery')} />
      ) : (
        <SearchResults key={`${query}|${genre ?? ''}|${sort}`} query={query} genre={genre} sort={sort} />
      )}
    </ScreenLayout>
  );
}
