import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toApiSettings, toGraphSettings } from '../ReaderSettings.js';

export const saveReaderSettings: MutationResolvers['saveReaderSettings'] = async (_parent, { input }, ctx) => {
  const userId = await ctx.requireViewerId();
  const saved = await ctx.api.saveReaderSettings(userId, toApiSettings({ ...input, voice: input.voice ?? null }));
  void ctx.cache.set(cacheKeys.readerSettings(userId), saved, CACHE_TTL.user);
  return toGraphSettings(saved);
};
