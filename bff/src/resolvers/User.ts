import { cacheKeys } from '../cache/keys.js';
import { CACHE_TTL } from '../cache/lifetimes.js';
import type { ReadHistoryEntryResolvers, UserResolvers } from '../__generated__/resolvers-types.js';
import { currentReadHistory } from './Mutation/viewer-with-balance.js';
import { toGraphSettings } from './ReaderSettings.js';

export const User: UserResolvers = {
  id: (user) => String(user.id),
  email: (user) => user.email,
  readHistory: (user, _args, ctx) => currentReadHistory(user, ctx),
  // Kept per reader for the user lifetime; saving replaces the entry.
  readerSettings: async (user, _args, ctx) => {
    const saved = await ctx.cache.remember(cacheKeys.readerSettings(user.id), CACHE_TTL.user, () => ctx.api.readerSettings(user.id));
    return saved && toGraphSettings(saved);
  },
};

export const ReadHistoryEntry: ReadHistoryEntryResolvers = {
  book: (entry, _args, ctx) => ctx.loaders.books.load(entry.bookId),
  chapterId: (entry) => String(entry.chapterId),
};
