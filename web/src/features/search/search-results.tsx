import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import type { SearchGenre, SearchSort } from '@/__generated__/graphql';
import { ErrorCode } from '@/__generated__/enums';
import { getErrorCode, isNetworkError } from '@/shared/api/error-message';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { searchOriginState } from '@/shared/lib/novel-origin';
import { useLoadMore } from '@/shared/hooks/use-load-more';
import { InfiniteScrollSentinel } from '@/shared/ui/infinite-scroll-sentinel';
import { NovelGrid } from '@/shared/ui/novel-grid';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState, LoadError } from '@/shared/ui/state-panel';
import { genreName, SEARCH_PAGE_SIZE, sortName } from './search-options';
import styles from './search-page.module.css';

const SearchResultsQuery = graphql(`
  query SearchResults($query: String!, $page: Int!, $pageSize: Int!, $genre: SearchGenre, $sort: SearchSort!) {
    searchBooks(query: $query, page: $page, pageSize: $pageSize, genre: $genre, sort: $sort) @connection(key: "searchFeed") {
      page
      pageSize
      total
      totalPages
      hasMore
      items {
        id
        ...NovelCard_book
      }
    }
  }
`);

export interface SearchResultsProps {
  query: string;
  genre: SearchGenre | null;
  sort: SearchSort;
}

/** Two columns of results, 20 a page, the next page loading as the end comes into view. */
export function SearchResults({ query, genre, sort }: SearchResultsProps) {
  const { t } = useTranslation('browse');
  const errorMessage = useErrorMessage();
  const { data, error, loading, fetchMore, refetch } = useQuery(SearchResultsQuery, {
    variables: { query, page: 1, pageSize: SEARCH_PAGE_SIZE, genre, sort },
  });
  const results = data?.searchBooks;
  const { loadMore, loadingMore, canLoadMore } = useLoadMore(results, (page) => fetchMore({ variables: { page } }));

  if (!results) {
    if (error && !loading) {
      // Spec section 8: the server's message or 'search failed'; 'search failed, retry' when the request itself failed.
      const message = errorMessage(error, 'browse:search.failed', 'browse:search.failedRetry');
      // A refusal of the words themselves (too long, control characters) would only be refused again.
      const worthRetrying = isNetworkError(error) || getErrorCode(error) === ErrorCode.INTERNAL_SERVER_ERROR;
      return <LoadError message={message} onRetry={worthRetrying ? () => void refetch().catch(() => undefined) : undefined} />;
    }
    return <Spinner />;
  }

  return (
    <>
      <p className={styles.count} role="status">
        <ResultCount query={query} count={results.total} />
      </p>
      {results.items.length === 0 ? (
        <EmptyState title={t('search.empty')} />
      ) : (
        <>
          <NovelGrid books={results.items} columns={2} cardTitleLevel={2} label={t('search.results')} linkState={searchOriginState(query, genre === null && sort === 'RELEVANCE' ? undefined : { genre: genre && genreName(genre), sort: sortName(sort) })} />
          <InfiniteScrollSentinel enabled={canLoadMore} onVisible={() => void loadMore()} />
          {loadingMore && <Spinner label={t('list.loadingMore')} />}
          {!results.hasMore && <p className={styles.end}>{t('list.noMore')}</p>}
        </>
      )}
    </>
  );
}

/**
 * "Results for “query”: N", with the query as typed inside <bdi>: right-to-left words or direction
 * marks in it stay inside the quotes instead of reordering the sentence around them.
 */
function ResultCount({ query, count }: { query: string; count: number }) {
  const { t } = useTranslation('browse');
  const [before = '', after = ''] = t('search.resultCount', { query: QUERY_SLOT, count }).split(QUERY_SLOT);
  return (
    <>
      {before}
      <bdi>{query}</bdi>
      {after}
    </>
  );
}

/** Stands for the query in the translated sentence, where the query itself goes in its own element. */
const QUERY_SLOT = '\u0000';
