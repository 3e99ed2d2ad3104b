import { gql } from '@apollo/client';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@/__generated__/enums';
import {
  ReaderBalanceDocument,
  StartReadingDocument,
  UnlockChapterDocument,
  type StartReadingMutation,
  type UnlockChapterMutation,
} from '@/__generated__/graphql';
import { createApolloCache } from '@/app/apollo-cache';
import { mockEvery, refusal, type OperationAnswer } from '@/shared/testing/mock-operation';
import { renderHookWithProviders } from '@/shared/testing/render';
import type { OpeningClock } from './reading-clock';
import type { RewardEntry } from './reading-rewards';
import { chapterOpened, chapterUnlocked } from './start-reading-answer.fixture';
import { MAX_OPENING_RETRIES, openingRetryDelayMs, useChapterOpening } from './use-chapter-opening';

/**
 * Opening a chapter moves the reader's reading clock and, for a paid chapter, buys it (spec
 * section 4, "Paid chapter"): once per chapter view, never without the reader's yes.
 */

const coinsFragment = gql`
  fragment TestCoins on User {
    id
    coins
  }
`;

function setup({
  locked = false,
  readable = true,
  respond = (): OperationAnswer<StartReadingMutation> => chapterOpened(),
  buy = (): OperationAnswer<UnlockChapterMutation> => chapterUnlocked(),
  strict = false,
}: {
  locked?: boolean;
  readable?: boolean;
  respond?: (call: number) => OperationAnswer<StartReadingMutation>;
  buy?: () => OperationAnswer<UnlockChapterMutation>;
  strict?: boolean;
} = {}) {
  const opening = mockEvery(StartReadingDocument, (_variables, call) => respond(call));
  const buying = mockEvery(UnlockChapterDocument, () => buy());
  const balance = mockEvery(ReaderBalanceDocument, () => ({ data: { __typename: 'Query' as const, me: { __typename: 'User' as const, id: '1', coins: 13 } } }));
  const cache = createApolloCache();
  const onRewards = vi.fn();
  const chapter = { id: 'c11', locked };
  const view = renderHookWithProviders(() => useChapterOpening({ bookId: 'b1', chapter, readable, onRewards }), {
    mocks: [opening.mock, buying.mock, balance.mock],
    cache,
    reactStrictMode: strict,
  });
  return { ...view, calls: opening.calls, purchases: buying.calls, balanceChecks: balance.calls, cache, onRewards };
}

describe('useChapterOpening: a readable chapter', () => {
  it('opens it once per chapter view, and hands over what the opening paid', async () => {
    const reward: RewardEntry = { type: 'CHAPTER_REWARD', coins: 5, chapterId: 'c10' };
    const { result, calls, onRewards, rerender } = setup({ respond: () => chapterOpened({ rewards: [reward] }) });
    expect(result.current.phase).toBe('pending');
    await waitFor(() => expect(result.current.phase).toBe('open'));
    rerender();
    rerender();
    expect(calls.map((call) => call.variables)).toEqual([{ bookId: 'b1', chapterId: 'c11' }]);
    expect(onRewards).toHaveBeenCalledWith([expect.objectContaining(reward)]);
  });

  it('opens it once even when React runs effects twice (development)', async () => {
    const { result, calls } = setup({ strict: true });
    await waitFor(() => expect(result.current.phase).toBe('open'));
    expect(calls).toHaveLength(1);
  });

  it('does not open a chapter without text', async () => {
    const { result, calls } = setup({ readable: false });
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
    expect(result.current.phase).toBe('pending');
  });

  it('says so when the opening fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, showToast } = setup({ respond: () => ({ errors: [{ message: '' }] }) });
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(showToast).toHaveBeenCalledWith('开始阅读失败，请重试', { tone: 'error' });
  });

  it('tries a failed opening again while the chapter is on screen, saying so once, until it opens', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { result, calls, showToast } = setup({ respond: (call) => (call < 3 ? refusal(ErrorCode.UPSTREAM_UNAVAILABLE) : chapterOpened()) });
      await waitFor(() => expect(result.current.phase).toBe('failed'));
      expect(calls).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(openingRetryDelayMs(1)));
      await waitFor(() => expect(calls).toHaveLength(2));
      await waitFor(() => expect(result.current.phase).toBe('failed'));
      await act(() => vi.advanceTimersByTimeAsync(openingRetryDelayMs(2)));
      await waitFor(() => expect(result.current.phase).toBe('open'));
      expect(calls).toHaveLength(3);
      expect(showToast).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again at once when the device is back online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, calls } = setup({ respond: (call) => (call === 1 ? refusal(ErrorCode.UPSTREAM_UNAVAILABLE) : chapterOpened()) });
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.phase).toBe('open'));
    expect(calls).toHaveLength(2);
  });

  it.each([ErrorCode.NOT_FOUND, ErrorCode.INTERNAL_SERVER_ERROR, 'CONFLICT' as ErrorCode])('does not try again an answer of the server (%s)', async (code) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { result, calls } = setup({ respond: () => refusal(code) });
      await waitFor(() => expect(result.current.phase).toBe('failed'));
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      expect(calls).toHaveLength(1);
      expect(result.current.phase).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again only in the tab in front: a tab behind must not take the reading clock', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { result, calls } = setup({ respond: (call) => (call === 1 ? refusal(ErrorCode.UPSTREAM_UNAVAILABLE) : chapterOpened()) });
      await waitFor(() => expect(result.current.phase).toBe('failed'));
      // Long past the first retry's time, and past the paint an opening waits for.
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(calls).toHaveLength(1);
      visibility.mockReturnValue('visible');
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(result.current.phase).toBe('open'));
      expect(calls).toHaveLength(2);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });

  it(`stops its timed tries after ${MAX_OPENING_RETRIES}; a return to the tab still tries once more`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { calls } = setup({ respond: () => refusal(ErrorCode.UPSTREAM_UNAVAILABLE) });
      await waitFor(() => expect(calls).toHaveLength(1));
      for (let retry = 1; retry <= MAX_OPENING_RETRIES + 2; retry++) {
        await act(() => vi.advanceTimersByTimeAsync(openingRetryDelayMs(retry)));
        await waitFor(() => expect(calls).toHaveLength(Math.min(retry, MAX_OPENING_RETRIES) + 1));
      }
      expect(calls).toHaveLength(MAX_OPENING_RETRIES + 1);
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(calls).toHaveLength(MAX_OPENING_RETRIES + 2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens it again when the clock moved to another chapter (reopen), one call at a time, with what the clock still needs', async () => {
    const { result, calls } = setup({ respond: (call) => (call === 1 ? chapterOpened() : chapterOpened({ rewardInSeconds: 7 })) });
    await waitFor(() => expect(result.current.phase).toBe('open'));
    let first: Promise<OpeningClock | null> | undefined;
    let second: Promise<OpeningClock | null> | undefined;
    act(() => {
      first = result.current.reopen();
      second = result.current.reopen();
    });
    await expect(second).resolves.toBeNull();
    await expect(first).resolves.toEqual({ rewardInSeconds: 7, completionInSeconds: null });
    expect(calls).toHaveLength(2);
  });

  it('resolves reopen to null when the server does not take it, so the next sign tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = setup({ respond: (call) => (call === 1 ? chapterOpened() : { errors: [{ message: 'down' }] }) });
    await waitFor(() => expect(result.current.phase).toBe('open'));
    await act(async () => {
      await expect(result.current.reopen()).resolves.toBeNull();
    });
    expect(result.current.phase).toBe('open');
  });
});

describe('useChapterOpening: a paid chapter', () => {
  it('waits for the reader to confirm the price before buying', async () => {
    const { result, calls, purchases } = setup({ locked: true });
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
    expect(purchases).toHaveLength(0);
    expect(result.current.confirmOpen).toBe(true);
    // "Not now" closes the question without buying; the reader can ask for it again.
    act(() => result.current.decline());
    expect(result.current.confirmOpen).toBe(false);
    act(() => result.current.reconsider());
    expect(result.current.confirmOpen).toBe(true);
    expect(purchases).toHaveLength(0);
  });

  it('buys it on confirmation and reports what was deducted and what is left', async () => {
    const { result, calls, purchases, showToast } = setup({ locked: true, buy: () => chapterUnlocked({ deducted: 30, coins: 90 }) });
    await act(() => result.current.unlock());
    expect(purchases).toHaveLength(1);
    expect(calls).toHaveLength(0);
    expect(result.current.phase).toBe('open');
    expect(result.current.confirmOpen).toBe(false);
    expect(showToast).toHaveBeenCalledWith('解锁成功：扣除 30 金币，剩余 90 金币', { tone: 'success' });
  });

  it('keeps the question open with the insufficient-coins state when the balance is too low', async () => {
    const { result, showToast } = setup({ locked: true, buy: () => refusal(ErrorCode.INSUFFICIENT_COINS, 'Not enough coins') });
    await act(() => result.current.unlock());
    expect(result.current.phase).toBe('insufficient');
    expect(result.current.confirmOpen).toBe(true);
    expect(result.current.unlockError).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('asks for the balance again when the server says it is too low: coins may have gone elsewhere', async () => {
    const { result, balanceChecks, cache } = setup({ locked: true, buy: () => refusal(ErrorCode.INSUFFICIENT_COINS, 'Not enough coins') });
    const id = cache.identify({ __typename: 'User', id: '1' });
    cache.writeFragment({ id, fragment: coinsFragment, data: { __typename: 'User', id: '1', coins: 30 } });
    await act(() => result.current.unlock());
    await waitFor(() => expect(balanceChecks).toHaveLength(1));
    await waitFor(() => expect(cache.readFragment<{ coins: number }>({ id, fragment: coinsFragment })?.coins).toBe(13));
  });

  it('says nothing was deducted when the chapter was bought already (a first try whose answer was lost)', async () => {
    const { result, showToast } = setup({ locked: true, buy: () => chapterUnlocked({ deducted: 0, coins: 24 }) });
    await act(() => result.current.unlock());
    expect(result.current.phase).toBe('open');
    expect(showToast).toHaveBeenCalledWith('本章已解锁，未扣金币，剩余 24 金币', { tone: 'success' });
  });

  it('shows any other refusal in the dialog', async () => {
    const { result } = setup({ locked: true, buy: () => refusal(ErrorCode.NOT_FOUND, 'Chapter not found') });
    await act(() => result.current.unlock());
    expect(result.current.phase).toBe('unlockFailed');
    expect(result.current.unlockError).toBe('内容不存在');
  });

  it('never buys through reopen', async () => {
    const { result, calls, purchases } = setup({ locked: true });
    await act(async () => {
      await expect(result.current.reopen()).resolves.toBeNull();
    });
    expect(calls).toHaveLength(0);
    expect(purchases).toHaveLength(0);
  });
});
