import type { ContinueReadingEntryResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { graphError } from '../../errors.js';

const MAX_ENTRIES = 50;

/** The continue-reading shelf: never cached, it moves with every chapter read. */
export const continueReading: QueryResolvers['continueReading'] = async (_parent, args, ctx) => {
  // A guest is told to sign in before anything about the arguments (common.graphql's Query).
  const userId = await ctx.requireViewerId();
  const limit = args.limit ?? 10;
  if (limit < 1 || limit > MAX_ENTRIES) throw graphError('BAD_USER_INPUT', `limit must be between 1 and ${MAX_ENTRIES}`);
  return ctx.api.booksInProgress(userId, limit);
};

export const ContinueReadingEntry: ContinueReadingEntryResolvers = {
  book: async (entry, _args, ctx) => {
    const book = await ctx.loaders.books.load(entry.bookId);
    if (!book) throw graphError('NOT_FOUND', 'Book not found');
    return book;
  },
  chapterId: (entry) => String(entry.chapterId),
  chapterNumber: (entry) => entry.chapterNo,
};
