import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import type { BookCategory } from '@/__generated__/graphql';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { NovelGrid, type NovelGridBook } from '@/shared/ui/novel-grid';
import { Pagination } from '@/shared/ui/pagination';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState, LoadError } from '@/shared/ui/state-panel';
import { BOOK_LIST_PAGE_SIZE } from './book-list-params';
import styles from './book-list-page.module.css';

const CategoryBooksQuery = graphql(`
  query CategoryBooks($page: Int!, $pageSize: Int!, $category: BookCategory) {
    books(page: $page, pageSize: $pageSize, category: $category) {
      page
      total
      totalPages
      items {
        id
        ...NovelCard_book
      }
    }
  }
`);

const BookSearchQuery = graphql(`
  query BookSearch($query: String!, $page: Int!, $pageSize: Int!) {
    searchBooks(query: $query, page: $page, pageSize: $pageSize) {
      page
      total
      totalPages
      items {
        id
        ...NovelCard_book
      }
    }
  }
`);

interface PageOfBooks {
  total: number;
  totalPages: number;
  items: NovelGridBook[];
}

interface ResultsViewProps {
  result: PageOfBooks | undefined;
  /** Whether `result` answers this very page (not the page shown while it loads). */
  current: boolean;
  loading: boolean;
  error: unknown;
  errorText: string;
  emptyText: string;
  page: number;
  onPageChange: BookPageChange;
  onRetry: () => void;
  /** 2 where the list sits right under the page's heading, 3 under a heading of its own. */
  cardTitleLevel: 2 | 3;
}

function ResultsView({ result, current, loading, error, errorText, emptyText, page, onPageChange, onRetry, cardTitleLevel }: ResultsViewProps) {
  const { t } = useTranslation('browse');
  const isMobile = useIsMobile();
  // A page past the end (an old link, a list that shrank) leads to the last page there is.
  const lastPage = current && result?.items.length === 0 ? Math.max(1, result.totalPages) : null;
  const pastTheEnd = lastPage !== null && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, onPageChange]);
  if (error && !loading) return <LoadError message={errorText} onRetry={onRetry} />;
  if (pastTheEnd) return <Spinner />;
  if (!result) return <Spinner />;
  if (result.items.length === 0 && page === 1) return <EmptyState title={emptyText} />;
  return (
    <>
      <p className={styles.count}>{t('list.count', { count: result.total })}</p>
      <NovelGrid books={result.items} columns={isMobile ? 2 : 4} label={t('books.listLabel')} busy={loading} cardTitleLevel={cardTitleLevel} />
      <Pagination page={page} totalPages={result.totalPages} onPageChange={onPageChange} />
    </>
  );
}

/** Moves to another page; `replace` when the page asked for is not there to go back to. */
export type BookPageChange = (page: number, options?: { replace: boolean }) => void;

export interface CategoryBooksProps {
  category: BookCategory | null;
  page: number;
  onPageChange: BookPageChange;
}

/** One numbered page of a category (or of every book). */
export function CategoryBooks({ category, page, onPageChange }: CategoryBooksProps) {
  const { t } = useTranslation('browse');
  const errorMessage = useErrorMessage();
  const { data, previousData, loading, error, refetch } = useQuery(CategoryBooksQuery, {
    variables: { page, pageSize: BOOK_LIST_PAGE_SIZE, category },
  });
  return (
    <ResultsView
      result={(data ?? previousData)?.books}
      current={data !== undefined}
      loading={loading}
      error={error}
      errorText={error ? errorMessage(error, 'browse:books.loadFailed') : ''}
      emptyText={t('books.empty')}
      page={page}
      onPageChange={onPageChange}
      onRetry={() => void refetch().catch(() => undefined)}
      cardTitleLevel={2}
    />
  );
}

export interface BookSearchResultsProps {
  query: string;
  page: number;
  onPageChange: BookPageChange;
}

/** One numbered page of search results. */
export function BookSearchResults({ query, page, onPageChange }: BookSearchResultsProps) {
  const { t } = useTranslation('browse');
  const errorMessage = useErrorMessage();
  const { data, previousData, loading, error, refetch } = useQuery(BookSearchQuery, {
    variables: { query, page, pageSize: BOOK_LIST_PAGE_SIZE },
  });
  return (
    <ResultsView
      result={(data ?? previousData)?.searchBooks}
      current={data !== undefined}
      loading={loading}
      error={error}
      errorText={error ? errorMessage(error, 'browse:books.searchFailed', 'browse:search.failedRetry') : ''}
      emptyText={t('books.noResults')}
      page={page}
      onPageChange={onPageChange}
      onRetry={() => void refetch().catch(() => undefined)}
      cardTitleLevel={3}
    />
  );
}
