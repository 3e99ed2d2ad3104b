import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';
import { BackButton } from '@/shared/ui/back-button';
import { Pagination } from '@/shared/ui/pagination';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState, LoadError } from '@/shared/ui/state-panel';
import { FavoriteRow } from './favorite-row';
import { clearFavoritesPageState, FAVORITES_PAGE_SIZE, readRestorableFavoritesState, saveFavoritesPageState } from './favorites-page-state';
import styles from './favorites-page.module.css';

const FavoritesPageQuery = graphql(`
  query FavoritesPage($page: Int!, $pageSize: Int!) {
    favorites(page: $page, pageSize: $pageSize) {
      page
      total
      totalPages
      items {
        ...FavoriteRow_favorite
      }
    }
  }
`);

type Client = ReturnType<typeof useApolloClient>;

/** The page to start on: the saved one after a novel click (its rows go back into the cache after a reload). */
function restorePage(client: Client): number | null {
  const saved = readRestorableFavoritesState();
  if (!saved) return null;
  const variables = { page: saved.page, pageSize: FAVORITES_PAGE_SIZE };
  if (!client.readQuery({ query: FavoritesPageQuery, variables })) {
    const total = saved.totalPages * FAVORITES_PAGE_SIZE;
    client.writeQuery({
      query: FavoritesPageQuery,
      variables,
      data: { favorites: { __typename: 'FavoritePage', page: saved.page, total, totalPages: saved.totalPages, items: saved.favorites } },
    });
  }
  return saved.page;
}

/** The reader's favorites, 20 a page with numbered pages; each row opens its novel. */
export default function FavoritesPage() {
  const { t } = useTranslation('browse');
  useScrollToTopOnMount();
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const isMobile = useIsMobile();
  const [restoredPage] = useState(() => restorePage(client));
  const [page, setPage] = useState(restoredPage ?? 1);

  // Used once: the saved place is cleared as soon as it has been restored.
  useEffect(() => {
    if (restoredPage !== null) clearFavoritesPageState();
  }, [restoredPage]);

  // Always refreshed: favorites change on other screens (the detail page's toggle).
  const { data, previousData, loading, error, refetch } = useQuery(FavoritesPageQuery, {
    variables: { page, pageSize: FAVORITES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.favorites;
  // A book unfavorited elsewhere leaves the list at once: its normalized Book says so.
  const favorites = result?.items.filter((favorite) => favorite.book.isFavorited) ?? [];

  const goTo = (next: number) => {
    clearFavoritesPageState();
    setPage(next);
    window.scrollTo(0, 0);
  };

  const saveForNovelClick = () => {
    if (!result) return;
    saveFavoritesPageState({ page, totalPages: result.totalPages, favorites: result.items, fromNovelClick: true, timestamp: Date.now() });
  };

  let body;
  if (!result) {
    body =
      error && !loading ? (
        <LoadError message={errorMessage(error, 'browse:favorites.loadFailed')} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <Spinner />
      );
  } else if (favorites.length === 0 && page === 1) {
    body = (
      <EmptyState
        title={t('favorites.empty')}
        hint={t('favorites.emptyHint')}
        action={
          <Link className="btn btn-primary" to={paths.home.getHref()}>
            {t('favorites.discover')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <p className={styles.count}>{t('list.count', { count: result.total })}</p>
        <ul className={styles.list} aria-label={t('favorites.title')} aria-busy={(loading && !data) || undefined}>
          {favorites.map((favorite) => (
            <li key={favorite.id}>
              <FavoriteRow favorite={favorite} onOpen={saveForNovelClick} />
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={result.totalPages} onPageChange={goTo} />
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        {/* Phones reach home through the tab bar; wide screens have no bar on this page. */}
        {!isMobile && <BackButton to={paths.home.getHref()} label={t('favorites.back')} />}
        <h1 className={styles.title}>{t('favorites.title')}</h1>
      </header>
      <div className={styles.main}>{body}</div>
    </div>
  );
}
