import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import type { UserDto } from '../../rest/dto.js';
import { isUnauthenticated } from '../../session.js';

const withoutToken = <T extends UserDto & { token: string }>({ token: _token, ...user }: T): Omit<T, 'token'> => user;

export const login: MutationResolvers['login'] = async (_parent, { input }, ctx) => {
  const answer = await ctx.api.login({ username: input.username, password: input.password });
  const user = withoutToken(answer.data);
  await ctx.session.start(answer.data.token, user);
  return { user, message: answer.message };
};

export const register: MutationResolvers['register'] = async (_parent, { input }, ctx) => {
  const answer = await ctx.api.register({ username: input.username, password: input.password, ...(input.email ? { email: input.email } : {}) });
  const { recoveryCode, ...registered } = answer.data;
  const user = withoutToken(registered);
  await ctx.session.start(answer.data.token, user);
  return { user, message: answer.message, recoveryCode };
};

export const resetPassword: MutationResolvers['resetPassword'] = async (_parent, { input }, ctx) => {
  const answer = await ctx.api.resetPassword({ username: input.username, recoveryCode: input.recoveryCode, newPassword: input.newPassword });
  await ctx.session.revokeAllCached(answer.data.userId);
  return { message: answer.message, recoveryCode: answer.data.recoveryCode };
};

export const logout: MutationResolvers['logout'] = async (_parent, _args, ctx) => {
  if (ctx.session.token) {
    // A session already gone upstream is still a successful logout here. Any other failure is
    // the client's to retry: the cookie stays, since dropping it would leave the session alive.
    await ctx.api.logout().catch((error: unknown) => {
      if (!isUnauthenticated(error)) throw error;
      ctx.logger.debug({ err: error }, 'logout of a dead session');
    });
  }
  await ctx.session.end();
  return true;
};

export const updateProfile: MutationResolvers['updateProfile'] = async (_parent, { input }, ctx) => {
  const userId = await ctx.requireViewerId();
  const changes: { username?: string; email?: string } = {};
  if (input.username?.trim()) changes.username = input.username.trim();
  if (input.email?.trim()) changes.email = input.email.trim();
  const answer = await ctx.api.updateInfo(userId, changes);
  await ctx.cache.set(cacheKeys.user(userId), answer.data, CACHE_TTL.user);
  return answer.data;
};

export const changePassword: MutationResolvers['changePassword'] = async (_parent, { input }, ctx) => {
  const userId = await ctx.requireViewerId();
  const answer = await ctx.api.changePassword(userId, { currentPassword: input.currentPassword, newPassword: input.newPassword });
  // The API signed out the reader's other sessions; drop their cached mappings too.
  await ctx.session.revokeAllCached(userId);
  return { message: answer.message };
};

export const issueRecoveryCode: MutationResolvers['issueRecoveryCode'] = async (_parent, { input }, ctx) => {
  const userId = await ctx.requireViewerId();
  const answer = await ctx.api.issueRecoveryCode(userId, input.currentPassword);
  // The profile's hasRecoveryCode changed.
  await ctx.cache.delete(cacheKeys.user(userId));
  return { recoveryCode: answer.data.recoveryCode, message: answer.message };
};
