import { z } from 'zod';
import { COIN_RULES } from '../domain/rules.js';

export const rulesAnswer = z
  .object({
    checkinReward: z.number().int(),
    checkinPeriodHours: z.number().int(),
    chapterReward: z.number().int(),
    chapterRewardProgress: z.number().int(),
    firstReadReward: z.number().int(),
    chapterTaskTarget: z.number().int(),
    chapterTaskReward: z.number().int(),
    novelTaskTarget: z.number().int(),
    novelTaskReward: z.number().int(),
    freeChaptersInVipBook: z.number().int(),
    timezone: z.string().meta({ description: 'The time zone whose calendar days the daily tasks and check-in days are counted in (APP_TIMEZONE).' }),
  })
  .meta({ id: 'RewardRules' });

/** The coin economy's constants in the shape clients read; `timezone` is the server's APP_TIMEZONE. */
export function rewardRules(timezone: string): z.infer<typeof rulesAnswer> {
  return {
    checkinReward: COIN_RULES.checkinReward,
    checkinPeriodHours: COIN_RULES.checkinPeriodHours,
    chapterReward: COIN_RULES.chapterReward,
    chapterRewardProgress: COIN_RULES.chapterRewardProgress,
    firstReadReward: COIN_RULES.firstReadReward,
    chapterTaskTarget: COIN_RULES.chapterTask.target,
    chapterTaskReward: COIN_RULES.chapterTask.reward,
    novelTaskTarget: COIN_RULES.novelTask.target,
    novelTaskReward: COIN_RULES.novelTask.reward,
    freeChaptersInVipBook: COIN_RULES.freeChaptersInVipBook,
    timezone,
  };
}
