import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { readAsShown } from '@/shared/api/read-as-shown';
import { useArrivedValue } from '@/shared/hooks/use-arrived-value';
import { useLoadMore } from '@/shared/hooks/use-load-more';
import { useRevealedCount } from '@/shared/hooks/use-revealed-count';
import { InfiniteScrollSentinel } from '@/shared/ui/infinite-scroll-sentinel';
import { NovelGrid } from '@/shared/ui/novel-grid';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState } from '@/shared/ui/state-panel';
import { canRestoreFeed, HOME_DEFAULT_PAGE_SIZE } from './home-cache';
import { snapshotOf, toBookPage } from './home-list-snapshot';
import { HomeLoadError } from './home-load-error';
import styles from './home-page.module.css';
import { useHomeCache, useHomePlace } from './use-home-place';

/** Exported: app/preload warms the cache with this very query. */
export const HomeFeedQuery = graphql(`
  query HomeFeed($page: Int!, $pageSize: Int!) {
    books(page: $page, pageSize: $pageSize) @connection(key: "homeFeed") {
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

/** The feed is always read with its first page's variables; later pages are appended in the cache. */
const feedVariables = { page: 1, pageSize: HOME_DEFAULT_PAGE_SIZE };

/** Phone home: two columns, the next page loading as the end of the list comes into view. */
export function HomeFeed() {
  const { t } = useTranslation('browse');
  const client = useApolloClient();
  const readFeed = () => readAsShown(client, { query: HomeFeedQuery, variables: feedVariables })?.books ?? null;
  // After a reload the Apollo cache is empty: the saved feed stands in for the pages it holds.
  const saved = useHomeCache((place) => {
    if (canRestoreFeed(place, HOME_DEFAULT_PAGE_SIZE) && !readFeed()) {
      client.writeQuery({ query: HomeFeedQuery, variables: feedVariables, data: { books: toBookPage(place, client.cache) } });
    }
  });
  const { data, error, loading, fetchMore, refetch } = useQuery(HomeFeedQuery, {
    variables: feedVariables,
    skip: saved.restored === undefined,
  });
  // 30 cards arriving at once would hold a phone's main thread for 150 ms and more.
  const books = useArrivedValue(data?.books, loading);
  const saveForNovelClick = useHomePlace(saved, {
    readList: () => {
      const feed = readFeed();
      return feed ? snapshotOf(feed) : null;
    },
    loaded: books !== undefined,
  });
  const { loadMore, loadingMore, canLoadMore } = useLoadMore(books, (page) => fetchMore({ variables: { page } }));
  const total = books?.items.length ?? 0;
  // Whole at once only to scroll back to where the reader left for a novel.
  const shown = useRevealedCount(total, saved.restored?.fromNovelClick !== true);

  if (!books) {
    if (error && !loading) return <HomeLoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
    return <Spinner />;
  }
  if (books.items.length === 0) return <EmptyState title={t('home.empty')} hint={t('home.emptyHint')} />;

  return (
    <>
      <NovelGrid
        books={shown < total ? books.items.slice(0, shown) : books.items}
        columns={2}
        label={t('home.hot')}
        onOpenNovel={saveForNovelClick}
      />
      {/* The next page, or the end of the list, only once every card of this one is in. */}
      <InfiniteScrollSentinel enabled={canLoadMore && shown === total} onVisible={() => void loadMore()} />
      {loadingMore && <Spinner label={t('list.loadingMore')} />}
      {!books.hasMore && shown === total && <p className={styles.end}>{t('list.noMore')}</p>}
    </>
  );
}
