import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { graphError } from '../../errors.js';

/**
 * The reader's statistics, kept briefly per reader; any progress report moves the reader's
 * statistics version, so they are never shown stale after reading.
 */
export const readingStats: QueryResolvers['readingStats'] = async (_parent, args, ctx) => {
  const days = args.days ?? 30;
  if (days < 1 || days > 90) throw graphError('BAD_USER_INPUT', 'days must be between 1 and 90');
  const userId = await ctx.requireViewerId();
  const version = await ctx.cache.version(cacheKeys.statisticsFamily(userId));
  return ctx.cache.remember(cacheKeys.statistics(userId, version, days), CACHE_TTL.statistics, () => ctx.api.statistics(userId, days));
};
