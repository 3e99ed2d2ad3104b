import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';

export const checkinStatus: QueryResolvers['checkinStatus'] = async (_parent, _args, ctx) =>
  ctx.api.checkinStatus(await ctx.requireViewerId());

export const readingTask: QueryResolvers['readingTask'] = async (_parent, args, ctx) => {
  const userId = await ctx.requireViewerId();
  const task = args.type === 'CHAPTER_READING' ? await ctx.api.chapterTask(userId) : await ctx.api.novelTask(userId);
  return { ...task, type: args.type };
};

export const rewardRules: QueryResolvers['rewardRules'] = async (_parent, _args, ctx) =>
  ctx.cache.remember(cacheKeys.rules(), CACHE_TTL.user, () => ctx.api.rules());
