import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { toGraphQLLanguage } from '@/shared/i18n/languages';
import { useLanguage } from '@/shared/i18n/use-language';
import { BackButton } from '@/shared/ui/back-button';
import { INFINITE_SCROLL_THRESHOLD } from '@/shared/ui/infinite-scroll-sentinel';
import { ScreenLayout } from '@/shared/ui/screen-layout';
import { Spinner } from '@/shared/ui/spinner';
import styles from './account-details-page.module.css';
import { TransactionRow } from './transaction-row';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';

/** Rows per page; pages are appended in the Apollo cache (see accountDetails in apollo-cache.ts). */
export const ACCOUNT_DETAILS_PAGE_SIZE = 20;

const AccountDetailsQuery = graphql(`
  query AccountDetails($page: Int!, $pageSize: Int!, $language: Language!) {
    accountDetails(page: $page, pageSize: $pageSize, language: $language) {
      page
      pageSize
      total
      hasMore
      items {
        id
        ...TransactionRow_transaction
      }
    }
  }
`);

/** /account-details: the reader's coin movements, newest first, loaded page by page as they scroll. */
export default function AccountDetailsPage() {
  useScrollToTopOnMount();
  const { t } = useTranslation(['tasks', 'common']);
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const online = useOnlineStatus();
  const { data, loading, error, fetchMore, refetch } = useQuery(AccountDetailsQuery, {
    variables: { page: 1, pageSize: ACCOUNT_DETAILS_PAGE_SIZE, language: toGraphQLLanguage(language) },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.accountDetails ?? null;
  const items = list?.items ?? [];
  const hasMore = list?.hasMore ?? false;
  const [loadingMore, setLoadingMore] = useState(false);
  // Infinite scroll stops after a failed page, for the list it failed in: another language's list
  // (asked again from its first page) scrolls on.
  const [moreFailedIn, setMoreFailedIn] = useState<string | null>(null);
  // Another language's list is asked from its first page, and so is this one's when the reader
  // switches back: scrolling starts over (React's pattern for state that follows from a render).
  if (moreFailedIn !== null && moreFailedIn !== language) setMoreFailedIn(null);
  const moreFailed = moreFailedIn === language;
  // A ref as well as state: two sentinel callbacks in one frame must not both start a request.
  const loadingMoreRef = useRef(false);
  const sentinelRef = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    if (!list || loadingMoreRef.current || !list.hasMore || loading) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { page: list.page + 1 } });
    } catch (failure) {
      // Infinite scroll stops; the rows already shown stay.
      console.warn('Could not load more account details', failure);
      setMoreFailedIn(language);
    } finally {
      loadingMoreRef.current = false;
      setLoadingMore(false);
    }
  }, [fetchMore, language, list, loading]);

  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);

  // Re-created after every page so a sentinel that is still in view asks for the next one.
  const itemCount = items.length;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || moreFailed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMoreRef.current();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, itemCount, moreFailed]);

  let body;
  if (!list && loading) {
    body = <Spinner fullPage />;
  } else if (!list) {
    // Offline, the list is not failing: say so (issue 10), and offer to read it again once back.
    body = (
      <div className="form-error">
        <p role="alert">{online ? errorMessage(error, 'tasks:account.loadFailed', 'tasks:account.loadFailed') : t('common:errors.offline')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void refetch().catch(() => undefined)}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  } else {
    body = (
      <section className={`card ${styles.card}`} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.cardTitle}>
          {t('account.history')}
        </h2>
        {items.length === 0 ? (
          <p className={styles.empty}>{t('account.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {items.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        )}
        {hasMore && !moreFailed && <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />}
        {loadingMore && <Spinner label={t('account.loadingMore')} />}
        {items.length > 0 && !hasMore && <p className={styles.end}>{t('account.noMore')}</p>}
      </section>
    );
  }

  return (
    <ScreenLayout
      title={t('account.title')}
      back={<BackButton to={paths.tasks.getHref()} label={t('account.back')} />}
      fixedHeader
      mainClassName={styles.main}
    >
      {body}
    </ScreenLayout>
  );
}
