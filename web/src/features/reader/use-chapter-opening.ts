import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { errorCodes } from '@/shared/api/error-codes';
import { hasErrorCode } from '@/shared/api/error-message';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useToast } from '@/shared/ui/toast/use-toast';
import { summarizeRewards, type RewardEntry } from './reading-rewards';

/**
 * Opens a chapter on the server. For a readable chapter this runs once per chapter view: it
 * records the open time the reading rewards depend on and pays the first-read reward. For a paid
 * chapter it is the purchase, so it waits for the reader to confirm the price.
 */
const StartReadingMutation = graphql(`
  mutation StartReading($bookId: ID!, $chapterId: ID!) {
    startReading(bookId: $bookId, chapterId: $chapterId) {
      coinsDeducted
      coinsAwarded
      rewards {
        type
        coins
      }
      chapter {
        ...ReaderChapter_chapter
      }
      user {
        id
        coins
      }
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

interface ChapterToOpen {
  id: string;
  locked: boolean;
}

export function useChapterOpening({ bookId, chapter, readable }: { bookId: string; chapter: ChapterToOpen; readable: boolean }) {
  const { t } = useTranslation('reader');
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [startReading] = useMutation(StartReadingMutation);
  const [phase, setPhase] = useState<OpeningPhase>('pending');
  const [unlockError, setUnlockError] = useState<string | null>(null);
  // Guards the "once per chapter view" rule, including React's double effect run in development.
  const startedRef = useRef(false);

  const announceRewards = useCallback(
    (rewards: readonly RewardEntry[]) => {
      const { firstReadCoins } = summarizeRewards(rewards);
      if (firstReadCoins > 0) showToast(t('reward.firstRead', { coins: firstReadCoins }), { tone: 'success' });
    },
    [showToast, t],
  );

  useEffect(() => {
    if (startedRef.current || chapter.locked || !readable) return;
    startedRef.current = true;
    startReading({ variables: { bookId, chapterId: chapter.id } }).then(
      ({ data }) => {
        setPhase('open');
        if (data) announceRewards(data.startReading.rewards);
      },
      (error: unknown) => {
        console.warn('Could not open the chapter', error);
        setPhase('failed');
        showToast(errorMessage(error, 'reader:startFailed'), { tone: 'error' });
      },
    );
  }, [announceRewards, bookId, chapter.id, chapter.locked, errorMessage, readable, showToast, startReading]);

  const unlock = useCallback(async () => {
    startedRef.current = true;
    setPhase('unlocking');
    setUnlockError(null);
    try {
      const { data } = await startReading({ variables: { bookId, chapterId: chapter.id } });
      setPhase('open');
      if (!data) return;
      const payload = data.startReading;
      showToast(t('unlock.success', { deducted: payload.coinsDeducted, remaining: payload.user.coins }), { tone: 'success' });
      announceRewards(payload.rewards);
    } catch (error) {
      if (hasErrorCode(error, errorCodes.insufficientCoins)) {
        setPhase('insufficient');
      } else {
        setUnlockError(errorMessage(error, 'reader:unlock.failed'));
        setPhase('unlockFailed');
      }
    }
  }, [announceRewards, bookId, chapter.id, errorMessage, showToast, startReading, t]);

  const decline = useCallback(() => setPhase('declined'), []);
  const reconsider = useCallback(() => setPhase('pending'), []);

  const confirmOpen = chapter.locked && phase !== 'declined' && phase !== 'open';
  return { phase, unlockError, confirmOpen, unlock, decline, reconsider };
}
