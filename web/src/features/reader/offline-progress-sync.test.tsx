import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/__generated__/enums';
import { SendQueuedProgressDocument } from '@/__generated__/graphql';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { renderWithProviders, testUser } from '@/shared/testing/render';
import { enqueueProgress, queuedProgress } from './offline-progress-queue';
import { OfflineProgressSync, QUEUE_RETRY_MS } from './offline-progress-sync';
import { getChapter, saveChapter } from '@/shared/offline/chapter-store';
import { deleteOfflineDb } from '@/shared/testing/offline-db';

const accepted = (progress: number) => ({
  data: {
    reportReadingProgress: {
      __typename: 'ReadingProgressPayload' as const,
      progress,
      isCompleted: false,
      chapter: { __typename: 'Chapter' as const, id: 'c1', readingProgress: { __typename: 'ChapterReadingProgress' as const, progress, isCompleted: false } },
    },
  },
});

describe('OfflineProgressSync', () => {
  beforeEach(async () => {
    await deleteOfflineDb();
    localStorage.setItem('user', JSON.stringify(testUser));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.useRealTimers();
    localStorage.clear();
    await deleteOfflineDb();
  });

  it('tries again while a run left reports behind (the server unreachable), and stops once they are sent', async () => {
    await enqueueProgress(testUser.id, { bookId: 'b1', chapterId: 'c1', progressPercentage: 40 });
    const { mock, calls } = mockEvery(SendQueuedProgressDocument, (variables, call) =>
      call === 1 ? refusal(ErrorCode.UPSTREAM_UNAVAILABLE, 'The API cannot be reached') : accepted(variables.input.progressPercentage),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<OfflineProgressSync />, { mocks: [mock] });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(await queuedProgress(testUser.id)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(QUEUE_RETRY_MS));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await vi.waitFor(async () => expect(await queuedProgress(testUser.id)).toEqual([]));
    // Nothing left: no further run.
    await act(() => vi.advanceTimersByTimeAsync(QUEUE_RETRY_MS * 3));
    expect(calls).toHaveLength(2);
  });

  it('deletes the downloads another reader left on the device once this one is signed in', async () => {
    const book = { id: 'b1', title: 'Book one', coverImage: null };
    const text = { number: 1, title: 'Chapter 1', content: 'paid text', locked: false, coinsRequired: 20, previousChapterId: null, nextChapterId: null };
    await saveChapter('someone-else', book, { id: 'c1', ...text });
    await saveChapter(testUser.id, book, { id: 'c1', ...text });
    renderWithProviders(<OfflineProgressSync />);
    await vi.waitFor(async () => expect(await getChapter('someone-else', 'b1', 'c1')).toBeNull());
    expect(await getChapter(testUser.id, 'b1', 'c1')).not.toBeNull();
  });
});
