import type { RewardType } from '@/__generated__/graphql';

export interface RewardEntry {
  type: RewardType;
  coins: number;
}

export interface RewardSummary {
  /** Coins for reading the chapter itself (the 20% reward): what the coin animation shows. */
  chapterCoins: number;
  firstReadCoins: number;
  chapterTaskCoins: number;
  novelTaskCoins: number;
}

/** Sorts the rewards of one server answer by what the reader is told about each. */
export function summarizeRewards(rewards: readonly RewardEntry[]): RewardSummary {
  const summary: RewardSummary = { chapterCoins: 0, firstReadCoins: 0, chapterTaskCoins: 0, novelTaskCoins: 0 };
  for (const reward of rewards) {
    if (reward.coins <= 0) continue;
    if (reward.type === 'CHAPTER_REWARD') summary.chapterCoins += reward.coins;
    else if (reward.type === 'FIRST_READ_REWARD') summary.firstReadCoins += reward.coins;
    else if (reward.type === 'CHAPTER_READING_TASK') summary.chapterTaskCoins += reward.coins;
    else if (reward.type === 'NOVEL_READING_TASK') summary.novelTaskCoins += reward.coins;
  }
  return summary;
}

/**
 * The amount the "+N" animation shows for a progress answer: the chapter reward when there is
 * one, otherwise everything awarded (an answer that paid only a task still earns a celebration).
 */
export function burstAmount(coinsAwarded: number, rewards: readonly RewardEntry[]): number {
  if (coinsAwarded <= 0) return 0;
  const { chapterCoins } = summarizeRewards(rewards);
  return chapterCoins > 0 ? chapterCoins : coinsAwarded;
}
