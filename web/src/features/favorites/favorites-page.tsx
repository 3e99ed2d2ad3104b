import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '@/__generated__';
import type { FavoritesPageQuery as FavoritesPageData } from '@/__generated__/graphql';
import { paths } from '@/config/paths';
import { readAsShown } from '@/shared/api/read-as-shown';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';
import { useStoredState } from '@/shared/hooks/use-stored-state';
import { storageKeys } from '@/shared/lib/storage';
import { BackButton } from '@/shared/ui/back-button';
import { ScreenLayout } from '@/shared/ui/screen-layout';
import { Pagination } from '@/shared/ui/pagination';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState, LoadError } from '@/shared/ui/state-panel';
import { FavoriteRow } from './favorite-row';
import { FAVORITES_PAGE_SIZE, parseRestorableFavoritesState, type FavoritesPageState } from './favorites-page-state';
import { DownloadedShelf } from './downloaded-shelf';
import styles from './favorites-page.module.css';

/** Exported: app/preload warms the cache with this very query. */
export const FavoritesPageQuery = graphql(`
  query FavoritesPage($page: Int!, $pageSize: Int!) {
    favorites(page: $page, pageSize: $pageSize) {
      page
      total
      totalPages
      items {
        id
        book {
          id
          isFavorited
        }
        ...FavoriteRow_favorite
      }
    }
  }
`);

type FavoritesRow = FavoritesPageData['favorites']['items'][number];

/** The reader's favorites, 20 a page with numbered pages; each row opens its novel. */
export default function FavoritesPage() {
  const { t } = useTranslation('browse');
  useScrollToTopOnMount();
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const isMobile = useIsMobile();
  // Where the reader was when they opened a novel from here (spec section 4): used once, then cleared.
  const saved = useStoredState<FavoritesPageState>({
    key: storageKeys.favoritesPageState,
    parse: (raw) => parseRestorableFavoritesState(raw, Date.now()),
    clearOnRestore: true,
  });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const page = chosenPage ?? saved.restored?.page ?? 1;
  const variables = { page, pageSize: FAVORITES_PAGE_SIZE };

  // Always refreshed: favorites change on other screens (the detail page's toggle).
  const { data, previousData, loading, error, refetch } = useQuery(FavoritesPageQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
    skip: saved.restored === undefined,
  });
  // The page before stands in while the next one loads, not once it failed: the failure is said.
  const result = (data ?? (error ? undefined : previousData))?.favorites;
  // Until the server answers, the rows saved when the reader left stand in (without a count:
  // only the server knows the total), unless it answered with a failure.
  const restored = chosenPage === null && !result && !error ? (saved.restored ?? null) : null;
  // (A saved row is the whole row, the masked row's fields included.)
  const rows: readonly FavoritesRow[] | undefined = result?.items ?? restored?.favorites;
  const totalPages = result?.totalPages ?? restored?.totalPages ?? 0;
  // A book unfavorited elsewhere leaves the list at once: its normalized Book says so.
  const favorites = rows?.filter((favorite) => favorite.book.isFavorited) ?? [];

  const goTo = (next: number) => {
    saved.clear();
    setChosenPage(next);
    window.scrollTo(0, 0);
  };

  // The page the reader left can be gone by now (its last book unfavorited since): the server's
  // answer says so, and the reader lands on the last page there is, with its pager (React's
  // pattern for state that follows from what a render found).
  const lastPage = data?.favorites.items.length === 0 ? Math.max(1, data.favorites.totalPages) : null;
  if (lastPage !== null && page > lastPage) setChosenPage(lastPage);

  const saveForNovelClick = () => {
    const cached = readAsShown(client, { query: FavoritesPageQuery, variables })?.favorites;
    const shown = cached ? { totalPages: cached.totalPages, favorites: cached.items } : restored;
    if (shown)
      saved.save({ page, totalPages: shown.totalPages, favorites: [...shown.favorites], fromNovelClick: true, timestamp: Date.now() });
  };

  let body;
  if (!rows) {
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
        {result && <p className={styles.count}>{t('list.count', { count: result.total })}</p>}
        <ul className={styles.list} aria-label={t('favorites.title')} aria-busy={(loading && !data) || undefined}>
          {favorites.map((favorite) => (
            <li key={favorite.id}>
              <FavoriteRow favorite={favorite} onOpen={saveForNovelClick} />
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={totalPages} onPageChange={goTo} />
      </>
    );
  }

  return (
    // Phones reach home through the tab bar; wide screens have no bar on this page.
    <ScreenLayout
      title={t('favorites.title')}
      titleRef={titleRef}
      back={!isMobile && <BackButton to={paths.home.getHref()} label={t('favorites.back')} />}
      mainClassName={styles.main}
    >
      <DownloadedShelf focusWhenEmptied={titleRef} />
      {body}
    </ScreenLayout>
  );
}
