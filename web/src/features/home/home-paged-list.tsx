import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { readAsShown } from '@/shared/api/read-as-shown';
import { NovelGrid } from '@/shared/ui/novel-grid';
import { Pagination } from '@/shared/ui/pagination';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState } from '@/shared/ui/state-panel';
import { canRestorePage, HOME_PAGE_SIZES, initialPaging } from './home-cache';
import { snapshotOf, toBookPage } from './home-list-snapshot';
import { HomeLoadError } from './home-load-error';
import { useHomeCache, useHomePlace } from './use-home-place';

/** Exported: app/preload warms the cache with this very query. */
export const HomeBooksQuery = graphql(`
  query HomeBooks($page: Int!, $pageSize: Int!) {
    books(page: $page, pageSize: $pageSize) {
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

interface Paging {
  page: number;
  pageSize: number;
}

/** Desktop home: four columns, numbered pages and a page-size selector. */
export function HomePagedList() {
  const { t } = useTranslation('browse');
  const client = useApolloClient();
  const readPage = (variables: Paging) => readAsShown(client, { query: HomeBooksQuery, variables })?.books ?? null;
  // After a reload the Apollo cache is empty: the saved page goes back into it.
  const saved = useHomeCache((place) => {
    const paging = initialPaging(place);
    if (canRestorePage(place) && place.currentPage === paging.page && !readPage(paging)) {
      client.writeQuery({ query: HomeBooksQuery, variables: paging, data: { books: toBookPage(place, client.cache) } });
    }
  });
  // Starts at the saved page and size; the reader's choice once they page.
  const [chosen, setChosen] = useState<Paging | null>(null);
  const paging = chosen ?? (saved.restored === undefined ? null : initialPaging(saved.restored));
  const { data, previousData, error, loading, refetch } = useQuery(HomeBooksQuery, {
    variables: paging ?? initialPaging(null),
    skip: paging === null,
  });

  // While the next page loads, the previous one stays on screen (dimmed).
  const books = (data ?? previousData)?.books;
  const saveForNovelClick = useHomePlace(saved, {
    readList: () => {
      const page = books ? readPage({ page: books.page, pageSize: books.pageSize }) : null;
      return page ? snapshotOf(page) : null;
    },
    loaded: books !== undefined,
  });

  if (error && !loading && !data) return <HomeLoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!books || !paging) return <Spinner />;
  if (books.total === 0) return <EmptyState title={t('home.empty')} hint={t('home.emptyHint')} />;

  const goTo = (page: number) => {
    setChosen({ ...paging, page });
    window.scrollTo(0, 0);
  };

  return (
    <>
      <NovelGrid books={books.items} columns={4} label={t('home.hot')} onOpenNovel={saveForNovelClick} busy={loading} />
      <Pagination
        page={paging.page}
        totalPages={books.totalPages}
        onPageChange={goTo}
        pageSize={paging.pageSize}
        pageSizeOptions={HOME_PAGE_SIZES}
        onPageSizeChange={(pageSize) => setChosen({ page: 1, pageSize })}
      />
    </>
  );
}
