import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { viewerWithBalance } from './viewer-with-balance.js';

export const withdraw: MutationResolvers['withdraw'] = async (_parent, args, ctx) => {
  const userId = await ctx.requireViewerId();
  const result = await ctx.api.withdraw(userId, args.targetLevel, args.amount);
  return {
    targetLevel: result.targetLevel,
    amount: result.amount,
    nextLevel: result.nextLevel,
    isMaxLevel: result.isMaxLevel,
    user: await viewerWithBalance(ctx, userId, result.remainingCoins),
  };
};

export const recordAchievement: MutationResolvers['recordAchievement'] = async (_parent, args, ctx) => {
  const userId = await ctx.requireViewerId();
  const result = await ctx.api.recordAchievement(userId, args.targetLevel);
  return { targetLevel: result.targetLevel, achievedAt: result.achievedAt, newlyAchieved: result.newlyAchieved };
};
