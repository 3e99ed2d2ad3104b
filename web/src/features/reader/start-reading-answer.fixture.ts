import type { StartReadingMutation } from '@/__generated__/graphql';
import type { OperationAnswer } from '@/shared/testing/mock-operation';
import type { RewardEntry } from './reading-rewards';

/** Tests' answer to StartReading: chapter c11 (30 coins) opened, with what it cost and paid. */
export function chapterOpened({ deducted = 0, coins = 120, rewards = [] as RewardEntry[] } = {}): OperationAnswer<StartReadingMutation> {
  return {
    data: {
      __typename: 'Mutation',
      startReading: {
        __typename: 'StartReadingPayload',
        coinsDeducted: deducted,
        coinsAwarded: rewards.reduce((sum, reward) => sum + reward.coins, 0),
        rewards: rewards.map((reward) => ({ __typename: 'Reward', ...reward })),
        chapter: {
          __typename: 'Chapter',
          id: 'c11',
          number: 11,
          title: '第11章 风起',
          coinsRequired: 30,
          content: '风起了。',
          locked: false,
          previousChapterId: 'c10',
          nextChapterId: 'c12',
          readingProgress: { __typename: 'ChapterReadingProgress', isCompleted: false },
        },
        user: { __typename: 'User', id: '1', coins },
      },
    },
  };
}
