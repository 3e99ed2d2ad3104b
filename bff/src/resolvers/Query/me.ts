import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { isUnauthenticated } from '../../session.js';

export const me: QueryResolvers['me'] = async (_parent, _args, ctx) => {
  const userId = await ctx.viewerId();
  if (userId === null) return null;
  try {
    return await ctx.loaders.user.load(userId);
  } catch (error) {
    // The session died between the check and the read: the reader is a guest now.
    if (!isUnauthenticated(error)) throw error;
    await ctx.session.end();
    return null;
  }
};
