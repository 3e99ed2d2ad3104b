import { cacheKeys } from '../../cache/keys.js';
import type { GraphQLContext } from '../../context.js';
import type { UserDto } from '../../rest/dto.js';

/**
 * The reader after a coin movement: the cached profile with the balance the API just answered,
 * so the client's shell updates from the mutation result without another request.
 */
export async function viewerWithBalance(ctx: GraphQLContext, userId: number, coins: number): Promise<UserDto> {
  const profile = (await ctx.cache.get<UserDto>(cacheKeys.user(userId))) ?? (await ctx.loaders.user.load(userId));
  return { ...profile, coins };
}
