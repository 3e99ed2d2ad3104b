import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { graphError } from '../../errors.js';

type Statistics = Awaited<ReturnType<GraphQLContext['api']['statistics']>>;

/** Today's date (YYYY-MM-DD) in `timeZone`. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Statistics kept from before midnight (of their time zone): they would show yesterday as today. */
const fromAnotherDay = (stats: Partial<Statistics>) =>
  typeof stats.today === 'string' && typeof stats.timezone === 'string' && stats.today !== todayIn(stats.timezone);

/**
 * The reader's statistics, kept briefly per reader; any progress report moves the reader's
 * statistics version, so they are never shown stale after reading, and a day change makes them
 * asked again.
 */
export const readingStats: QueryResolvers['readingStats'] = async (_parent, args, ctx) => {
  const userId = await ctx.requireViewerId();
  const days = args.days ?? 30;
  if (days < 1 || days > 90) throw graphError('BAD_USER_INPUT', 'days must be between 1 and 90');
  const version = await ctx.cache.version(cacheKeys.statisticsFamily(userId));
  const key = cacheKeys.statistics(userId, version, days);
  const kept = await ctx.cache.get<Statistics>(key);
  if (kept !== undefined && !fromAnotherDay(kept)) return kept;
  const fresh = await ctx.api.statistics(userId, days);
  // Over what was kept from the day before, if anything; not awaited, as remember does.
  void ctx.cache.set(key, fresh, CACHE_TTL.statistics);
  return fresh;
};
