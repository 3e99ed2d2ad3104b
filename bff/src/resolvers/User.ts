import type { ReadHistoryEntryResolvers, UserResolvers } from '../__generated__/resolvers-types.js';

export const User: UserResolvers = {
  id: (user) => String(user.id),
  email: (user) => user.email,
  readHistory: (user) => user.readHistory,
};

export const ReadHistoryEntry: ReadHistoryEntryResolvers = {
  book: (entry, _args, ctx) => ctx.loaders.books.load(entry.bookId),
  chapterId: (entry) => String(entry.chapterId),
};
