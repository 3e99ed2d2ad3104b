import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { NovelGrid } from '@/shared/ui/novel-grid';
import { Pagination } from '@/shared/ui/pagination';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState } from '@/shared/ui/state-panel';
import { canRestorePage, HOME_PAGE_SIZES, initialPaging, readHomeCache, toBookPage } from './home-cache';
import { HomeLoadError } from './home-load-error';
import { useHomePlace, type HomeListSnapshot } from './use-home-place';

const HomeBooksQuery = graphql(`
  query HomeBooks($page: Int!, $pageSize: Int!) {
    books(page: $page, pageSize: $pageSize) {
      page
      pageSize
      total
      totalPages
      hasMore
      items {
        ...NovelCard_book
      }
    }
  }
`);

type Client = ReturnType<typeof useApolloClient>;

/** The saved page and size (the page itself goes back into the Apollo cache after a reload). */
function restorePaging(client: Client): { page: number; pageSize: number; scrollPosition: number | null } {
  const saved = readHomeCache();
  const paging = initialPaging(saved);
  if (!saved) return { ...paging, scrollPosition: null };
  if (canRestorePage(saved) && saved.currentPage === paging.page && !client.readQuery({ query: HomeBooksQuery, variables: paging })) {
    client.writeQuery({ query: HomeBooksQuery, variables: paging, data: { books: toBookPage(saved) } });
  }
  return { ...paging, scrollPosition: saved.fromNovelClick ? saved.scrollPosition : null };
}

/** Desktop home: four columns, numbered pages and a page-size selector. */
export function HomePagedList() {
  const { t } = useTranslation('browse');
  const client = useApolloClient();
  const [restored] = useState(() => restorePaging(client));
  const [paging, setPaging] = useState({ page: restored.page, pageSize: restored.pageSize });
  const { data, previousData, error, loading, refetch } = useQuery(HomeBooksQuery, { variables: paging });

  // While the next page loads, the previous one stays on screen (dimmed).
  const books = (data ?? previousData)?.books;
  const snapshot = useMemo<HomeListSnapshot | null>(
    () =>
      books
        ? { novels: books.items, currentPage: books.page, totalPages: books.totalPages, totalBooks: books.total, pageSize: books.pageSize }
        : null,
    [books],
  );
  const saveForNovelClick = useHomePlace(snapshot, restored.scrollPosition);

  const goTo = (page: number) => {
    setPaging((current) => ({ ...current, page }));
    window.scrollTo(0, 0);
  };

  if (error && !loading && !data) return <HomeLoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!books) return <Spinner />;
  if (books.total === 0) return <EmptyState title={t('home.empty')} hint={t('home.emptyHint')} />;

  return (
    <>
      <NovelGrid books={books.items} columns={4} label={t('home.hot')} onOpenNovel={saveForNovelClick} busy={loading} />
      <Pagination
        page={paging.page}
        totalPages={books.totalPages}
        onPageChange={goTo}
        pageSize={paging.pageSize}
        pageSizeOptions={HOME_PAGE_SIZES}
        onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
      />
    </>
  );
}
