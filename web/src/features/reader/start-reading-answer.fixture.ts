import type { StartReadingMutation, UnlockChapterMutation } from '@/__generated__/graphql';
import type { OperationAnswer } from '@/shared/testing/mock-operation';
import type { OpeningClock } from './reading-clock';
import type { RewardEntry } from './reading-rewards';

interface Opening {
  deducted?: number;
  coins?: number;
  rewards?: RewardEntry[];
}

/** What every opening answers: the coins moved and the balance after. */
function payload({ deducted = 0, coins = 120, rewards = [] }: Opening) {
  return {
    __typename: 'StartReadingPayload' as const,
    coinsDeducted: deducted,
    coinsAwarded: rewards.reduce((sum, reward) => sum + reward.coins, 0),
    rewards: rewards.map((reward) => ({ __typename: 'Reward' as const, ...reward })),
    user: { __typename: 'User' as const, id: '1', coins },
  };
}

/**
 * Tests' answer to StartReading: readable chapter c11 opened (no text: it is on screen already),
 * with what its clock still needs (nothing waiting unless given).
 */
export function chapterOpened(opening: Opening & Partial<OpeningClock> = {}): OperationAnswer<StartReadingMutation> {
  return {
    data: {
      __typename: 'Mutation',
      startReading: {
        ...payload(opening),
        chapter: { __typename: 'Chapter', id: 'c11', readingProgress: { __typename: 'ChapterReadingProgress', isCompleted: false } },
        rewardInSeconds: opening.rewardInSeconds ?? null,
        completionInSeconds: opening.completionInSeconds ?? null,
      },
    },
  };
}

/** Tests' answer to UnlockChapter: chapter c11 (30 coins) bought, with its text. */
export function chapterUnlocked(opening: Opening = {}): OperationAnswer<UnlockChapterMutation> {
  return {
    data: {
      __typename: 'Mutation',
      startReading: {
        ...payload(opening),
        chapter: {
          __typename: 'Chapter',
          id: 'c11',
          number: 11,
          title: '第11章 风起',
          coinsRequired: 30,
          content: '风起了。',
          hasContent: true,
          locked: false,
          previousChapterId: 'c10',
          nextChapterId: 'c12',
          readingProgress: { __typename: 'ChapterReadingProgress', isCompleted: false, purchased: true },
        },
      },
    },
  };
}
