import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteOfflineDb } from '@/shared/testing/offline-db';
import { renderHookWithProviders, testUser } from '@/shared/testing/render';
import { enqueueProgress } from './offline-progress-queue';
import { useOfflinePlace } from './use-offline-place';

/** Where a chapter opens when it is read offline (issue 10: position made offline is kept). */
describe('useOfflinePlace', () => {
  beforeEach(deleteOfflineDb);
  afterEach(deleteOfflineDb);

  it('opens at the place last queued for the chapter on this device', async () => {
    await enqueueProgress(testUser.id, { bookId: 'b1', chapterId: 'c1', progressPercentage: 20, position: 120 });
    await enqueueProgress(testUser.id, { bookId: 'b1', chapterId: 'c1', progressPercentage: 40, position: 480 });
    await enqueueProgress('someone-else', { bookId: 'b1', chapterId: 'c1', progressPercentage: 90, position: 900 });
    const { result } = renderHookWithProviders(() => useOfflinePlace('b1', 'c1', true));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(480));
  });

  it('opens at the start when nothing was queued for it, so the place is followed from there', async () => {
    await enqueueProgress(testUser.id, { bookId: 'b1', chapterId: 'c2', progressPercentage: 20, position: 50 });
    const { result } = renderHookWithProviders(() => useOfflinePlace('b1', 'c1', true));
    await waitFor(() => expect(result.current).toBe(0));
  });

  it('says nothing while the chapter is not read offline (the server tells the place)', async () => {
    await enqueueProgress(testUser.id, { bookId: 'b1', chapterId: 'c1', progressPercentage: 20, position: 120 });
    const { result, rerender } = renderHookWithProviders((active: boolean) => useOfflinePlace('b1', 'c1', active), { initialProps: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeNull();
    rerender(true);
    await waitFor(() => expect(result.current).toBe(120));
  });
});
