import { z } from 'zod';
import { positiveId } from './common.js';

export const withdrawTargetSchema = z
  .object({
    level: z.number().int(),
    target_name: z.string(),
    target_name_en: z.string(),
    target_amount: z.number().int(),
  })
  .meta({ id: 'WithdrawTarget' });

export const withdrawConfigSchema = z.object({
  requiredCoins: z.number().int(),
  level: z.number().int(),
  target_name: z.string(),
  target_name_en: z.string(),
});

export const withdrawProgressSchema = z
  .object({
    userCoins: z.number().int(),
    requiredCoins: z.number().int(),
    progressPercentage: z.number(),
    canWithdraw: z.boolean(),
    remainingCoins: z.number().int(),
    currentLevel: z.number().int(),
    isMaxLevel: z.boolean(),
  })
  .meta({ id: 'WithdrawProgress' });

export const withdrawStandingSchema = z
  .object({
    userCoins: z.number().int(),
    target: withdrawTargetSchema,
    currentLevel: z.number().int(),
    withdrawnLevel: z.number().int(),
    targetLevel: z.number().int(),
    isMaxLevel: z.boolean(),
    isTargetCompleted: z.boolean(),
  })
  .meta({ id: 'WithdrawStanding' });

const levelField = z.number().int().min(1).max(1000);
export const configBody = z.object({ requiredCoins: z.number().int().min(1).max(2_000_000_000) });
export const targetsAnswer = z.object({ targets: z.array(withdrawTargetSchema) });
export const achievementBody = z.object({ userId: positiveId, targetLevel: levelField });
export const achievementAnswer = z.object({ targetLevel: z.number().int(), targetName: z.string(), achievedAt: z.string(), newlyAchieved: z.boolean() });
export const withdrawBody = z.object({ userId: positiveId, targetLevel: levelField, withdrawAmount: z.number().int().min(1).max(2_000_000_000) });
export const withdrawAnswer = z.object({
  withdrawalId: z.number().int(),
  targetLevel: z.number().int(),
  amount: z.number().int(),
  remainingCoins: z.number().int(),
  nextLevel: z.number().int(),
  isMaxLevel: z.boolean(),
});
