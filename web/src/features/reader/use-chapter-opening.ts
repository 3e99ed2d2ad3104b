import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql } from '@/__generated__';
import { ErrorCode } from '@/__generated__/enums';
import { hasErrorCode, isNetworkError } from '@/shared/api/error-message';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { isOnline } from '@/shared/hooks/use-online-status';
import { useToast } from '@/shared/ui/toast/use-toast';
import { afterNextPaint } from '@/shared/lib/after-next-paint';
import type { OpeningClock } from './reading-clock';
import type { RewardEntry } from './reading-rewards';

/**
 * Opens a chapter on the server: moves the reader's one reading clock to it (what the chapter open
 * before earned may be paid in `rewards`). For a readable chapter this runs once per chapter view,
 * again when the clock has moved to another chapter since (`reopen`), and again while the server
 * is out of reach (up to MAX_OPENING_RETRIES timed tries, then on each return to the tab or the
 * network), each time after the text is on screen. For a paid chapter it is the purchase, so it
 * waits for the reader to confirm the price.
 *
 * Opening a readable chapter asks for none of its text back: the text is on screen already, and on
 * a phone network sending it twice costs the reader time. Buying one asks for everything the
 * reader shows, which brings the text into the cache the reader reads.
 */
const StartReadingMutation = graphql(`
  mutation StartReading($bookId: ID!, $chapterId: ID!) {
    startReading(bookId: $bookId, chapterId: $chapterId) {
      ...ChapterOpening_payload
      chapter {
        id
        readingProgress {
          isCompleted
        }
      }
      rewardInSeconds
      completionInSeconds
    }
  }
`);

const UnlockChapterMutation = graphql(`
  mutation UnlockChapter($bookId: ID!, $chapterId: ID!) {
    startReading(bookId: $bookId, chapterId: $chapterId) {
      ...ChapterOpening_payload
      chapter {
        ...ReaderScreen_chapter
        # Bought now: the chapter lists in the cache say so.
        readingProgress {
          purchased
        }
      }
    }
  }
`);

/** The reader's balance, asked again when the server says it is too low for what the screen shows. */
const ReaderBalanceQuery = graphql(`
  query ReaderBalance {
    me {
      id
      coins
    }
  }
`);

/** What every opening answers: the coins it moved and the balance after. */
export const ChapterOpeningPayloadFragment = graphql(`
  fragment ChapterOpening_payload on StartReadingPayload {
    coinsDeducted
    coinsAwarded
    rewards {
      type
      coins
      chapterId
    }
    user {
      id
      coins
    }
  }
`);

/**
 * - pending: opening (readable chapter) or waiting for the reader's answer (locked chapter)
 * - open: the server knows the chapter is being read; progress may be reported
 * - failed: opening a readable chapter failed
 * - unlocking / insufficient / unlockFailed: the purchase is running, was refused for coins, or failed
 * - declined: the reader said "not now" to the price
 */
export type OpeningPhase = 'pending' | 'open' | 'failed' | 'unlocking' | 'insufficient' | 'unlockFailed' | 'declined';

/** Timed tries of an opening that failed for want of the server, after the first: about ten minutes of them. */
export const MAX_OPENING_RETRIES = 24;

/** The wait before try number `retry` (1-based) of a failed opening: 2, 4, 8, 16 s, then every 30 s. */
export function openingRetryDelayMs(retry: number): number {
  return Math.min(30_000, 1000 * 2 ** retry);
}

interface ChapterToOpen {
  id: string;
  locked: boolean;
}

interface Options {
  bookId: string;
  chapter: ChapterToOpen;
  readable: boolean;
  /** Rewards an opening paid (for this chapter or the one read before). */
  onRewards: (rewards: readonly RewardEntry[]) => void;
}

export function useChapterOpening({ bookId, chapter, readable, onRewards }: Options) {
  const { t } = useTranslation('reader');
  const { t: tOffline } = useTranslation('offline');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [startReading] = useMutation(StartReadingMutation);
  const [unlockChapter] = useMutation(UnlockChapterMutation);
  const client = useApolloClient();
  const [phase, setPhase] = useState<OpeningPhase>('pending');
  // How many times a failed opening has been tried again (see the retry effect below).
  const [retries, setRetries] = useState(0);
  const [retryable, setRetryable] = useState(false);
  const [unlockError, setUnlockError] = useState<string | null>(null);
  // Guards the "once per chapter view" rule (a retry clears it), including React's double effect
  // run in development.
  const startedRef = useRef(false);
  const reopeningRef = useRef(false);
  const onRewardsRef = useRef(onRewards);
  useEffect(() => {
    onRewardsRef.current = onRewards;
  }, [onRewards]);

  // After the text has been painted: the text of a readable chapter shows at once, and the opening
  // answers later. Progress reports wait for it (phase 'open'), as the reading clock requires.
  useEffect(() => {
    if (startedRef.current || chapter.locked || !readable) return;
    return afterNextPaint(() => {
      if (startedRef.current) return;
      startedRef.current = true;
      startReading({ variables: { bookId, chapterId: chapter.id } }).then(
        ({ data }) => {
          setPhase('open');
          if (data) onRewardsRef.current(getFragmentData(ChapterOpeningPayloadFragment, data.startReading).rewards);
        },
        (error: unknown) => {
          // No connection: the text on screen (downloaded or kept) is read offline; its progress is
          // queued (offline-progress-queue.ts) and earns no coins.
          if (isNetworkError(error) && !isOnline()) {
            setPhase('open');
            showToast(tOffline('reader.noCoins'), { tone: 'info' });
            return;
          }
          console.warn('Could not open the chapter', error);
          const unreachable = isNetworkError(error);
          setRetryable(unreachable);
          setPhase('failed');
          // Said once while the server is out of reach (the tries that follow are silent), and again
          // if a try ends in another answer.
          if (retries === 0 || !unreachable) showToast(errorMessage(error, 'reader:startFailed'), { tone: 'error' });
        },
      );
    });
  }, [bookId, chapter.id, chapter.locked, errorMessage, readable, retries, showToast, startReading, tOffline]);

  // An opening that failed because the BFF or the API was out of reach is tried again (until it
  // opens, the reading clock does not run and no progress of this chapter counts): after a wait,
  // at once when the device is back online, and only in the tab in front, online. A tab behind
  // must not take the reader's one reading clock from the chapter being read elsewhere.
  // After the timed tries, each return to the tab or to the network still tries once more.
  useEffect(() => {
    if (phase !== 'failed' || !retryable) return;
    const timedTriesLeft = retries < MAX_OPENING_RETRIES;
    let due = !timedTriesLeft;
    const retryWhenAble = () => {
      if (!due || !isOnline() || document.visibilityState !== 'visible') return;
      startedRef.current = false;
      setPhase('pending');
      setRetries((count) => count + 1);
    };
    const timer = timedTriesLeft
      ? setTimeout(() => {
          due = true;
          retryWhenAble();
        }, openingRetryDelayMs(retries + 1))
      : undefined;
    const backOnline = () => {
      due = true;
      retryWhenAble();
    };
    window.addEventListener('online', backOnline);
    document.addEventListener('visibilitychange', retryWhenAble);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', backOnline);
      document.removeEventListener('visibilitychange', retryWhenAble);
    };
  }, [phase, retries, retryable]);

  const unlock = useCallback(async () => {
    startedRef.current = true;
    setPhase('unlocking');
    setUnlockError(null);
    try {
      const { data } = await unlockChapter({ variables: { bookId, chapterId: chapter.id } });
      setPhase('open');
      if (!data) return;
      const payload = getFragmentData(ChapterOpeningPayloadFragment, data.startReading);
      // Nothing deducted: bought before, e.g. by a first try whose answer was lost.
      const said =
        payload.coinsDeducted === 0
          ? t('unlock.alreadyUnlocked', { remaining: payload.user.coins, count: payload.user.coins })
          : t('unlock.success', { deducted: payload.coinsDeducted, remaining: payload.user.coins, count: payload.coinsDeducted });
      showToast(said, { tone: 'success' });
      onRewardsRef.current(payload.rewards);
    } catch (error) {
      if (hasErrorCode(error, ErrorCode.INSUFFICIENT_COINS)) {
        setPhase('insufficient');
        // The balance shown was higher than the server's (coins spent in another tab or device):
        // the dialog, the bar and every screen show the server's once it answers.
        void client.query({ query: ReaderBalanceQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
      } else {
        setUnlockError(errorMessage(error, 'reader:unlock.failed'));
        setPhase('unlockFailed');
      }
    }
  }, [bookId, chapter.id, client, errorMessage, showToast, t, unlockChapter]);

  /**
   * Opens the chapter again after the clock moved to another one (another tab or device), so its
   * reading time counts again. An open chapter was unlocked already: this never buys anything.
   * Resolves to what the chapter's clock still needs, or null when the server did not take it; a
   * call while one is on its way does nothing (null).
   */
  const reopen = useCallback(async (): Promise<OpeningClock | null> => {
    if (phase !== 'open' || reopeningRef.current) return null;
    reopeningRef.current = true;
    try {
      const { data } = await startReading({ variables: { bookId, chapterId: chapter.id } });
      if (!data) return null;
      const { rewardInSeconds, completionInSeconds } = data.startReading;
      onRewardsRef.current(getFragmentData(ChapterOpeningPayloadFragment, data.startReading).rewards);
      return { rewardInSeconds, completionInSeconds };
    } catch (error) {
      console.warn('Could not open the chapter again', error);
      return null;
    } finally {
      reopeningRef.current = false;
    }
  }, [bookId, chapter.id, phase, startReading]);

  const decline = useCallback(() => setPhase('declined'), []);
  const reconsider = useCallback(() => setPhase('pending'), []);

  const confirmOpen = chapter.locked && phase !== 'declined' && phase !== 'open';
  return { phase, unlockError, confirmOpen, unlock, reopen, decline, reconsider };
}
