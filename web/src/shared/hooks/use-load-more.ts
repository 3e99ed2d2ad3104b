import { useState } from 'react';

/**
 * The "next page" step of an infinite list: one request at a time, and a failed request stops
 * the list quietly (spec section 8: failures while loading more stop the infinite scroll).
 */
export function useLoadMore(list: { page: number; hasMore: boolean } | undefined, fetchPage: (page: number) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [stopped, setStopped] = useState(false);

  const loadMore = async () => {
    if (!list || loadingMore || stopped || !list.hasMore) return;
    setLoadingMore(true);
    try {
      await fetchPage(list.page + 1);
    } catch (failure) {
      console.warn('Could not load the next page', failure);
      setStopped(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return { loadMore, loadingMore, canLoadMore: Boolean(list?.hasMore) && !loadingMore && !stopped };
}
