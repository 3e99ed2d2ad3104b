import { cacheKeys } from '../../cache/keys.js';
import type { GraphQLContext } from '../../context.js';
import type { UserDto } from '../../rest/dto.js';

/** Profiles answered from the cache after a mutation: their reading history may predate it. */
const cachedProfiles = new WeakSet<UserDto>();

/**
 * The reader after a coin mutation: the cached profile with the balance the API just answered,
 * so the client's shell updates from the mutation result without another request. When coins
 * moved, the cached entry is invalidated, as ARCHITECTURE.md says a purchase or reward does.
 */
export async function viewerWithBalance(ctx: GraphQLContext, userId: number, coins: number): Promise<UserDto> {
  const key = cacheKeys.user(userId);
  const cached = await ctx.cache.get<UserDto>(key);
  if (cached && cached.coins !== coins) await ctx.cache.delete(key);
  const profile = { ...(cached ?? (await ctx.loaders.user.load(userId))), coins };
  cachedProfiles.add(profile);
  return profile;
}

/**
 * The reader's reading history, fresh from the API when the profile came from the cache (the
 * mutation that answered it may have just changed it: a chapter opened or read); otherwise as it is.
 */
export async function currentReadHistory(user: UserDto, ctx: GraphQLContext): Promise<UserDto['readHistory']> {
  return cachedProfiles.has(user) ? (await ctx.loaders.user.load(user.id)).readHistory : user.readHistory;
}
