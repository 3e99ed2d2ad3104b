import type { RewardType } from '@/__generated__/graphql';

export interface RewardEntry {
  type: RewardType;
  coins: number;
  /** The chapter whose reading earned it: opening a chapter can pay for the one read before. */
  chapterId: string;
}

export type RewardToastKind = 'firstRead' | 'chapter' | 'chapterTask' | 'novelTask';

export interface RewardNotices {
  /** Coins the "+N" animation of this chapter view shows; 0 for no animation. */
  burst: number;
  /** One toast per other reward, in the order they were paid. */
  toasts: { kind: RewardToastKind; coins: number }[];
}

const toastKinds: Record<RewardType, RewardToastKind> = {
  CHAPTER_REWARD: 'chapter',
  FIRST_READ_REWARD: 'firstRead',
  CHAPTER_READING_TASK: 'chapterTask',
  NOVEL_READING_TASK: 'novelTask',
};

/**
 * How the reader hears about the rewards of one server answer, in the view of `chapterId`:
 * - this chapter's 20% reward is the coin animation (spec: the 20% animation shows 5 coins);
 * - every other reward is a toast: the first-read reward (now paid once the chapter has been read
 *   a moment, so usually with a progress report), the 20% reward of a chapter read before (paid
 *   when the reader opens the next one), and the two daily tasks;
 * - a progress answer that paid something else but not this chapter's reward still gets the
 *   animation, with everything it paid.
 */
export function rewardNotices(
  rewards: readonly RewardEntry[],
  { chapterId, source }: { chapterId: string; source: 'open' | 'progress' },
): RewardNotices {
  const notices: RewardNotices = { burst: 0, toasts: [] };
  let total = 0;
  for (const reward of rewards) {
    if (reward.coins <= 0) continue;
    total += reward.coins;
    if (reward.type === 'CHAPTER_REWARD' && reward.chapterId === chapterId) notices.burst += reward.coins;
    else notices.toasts.push({ kind: toastKinds[reward.type], coins: reward.coins });
  }
  if (notices.burst === 0 && source === 'progress') notices.burst = total;
  return notices;
}
