import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toId } from '../graph-mapping.js';
import { asksFor } from '../selection.js';

/**
 * A chapter with its text. The reader's progress in the book (Chapter.readingProgress) needs only
 * the book's id, so when the query asks for it, it is asked for beside the chapter, not after it:
 * opening a chapter in the reader costs one REST round trip, not two.
 */
export const chapter: QueryResolvers['chapter'] = async (_parent, args, ctx, info) => {
  const bookId = toId(args.bookId, 'bookId');
  const chapterId = toId(args.chapterId, 'chapterId');
  const viewerId = await ctx.viewerId();
  // Read by Chapter.readingProgress from the same loader; an error reaches the query from there.
  if (viewerId !== null && asksFor(info, ['readingProgress'])) ctx.loaders.chapterProgress.load(bookId).catch(() => undefined);
  return ctx.loaders.chapter.load(`${bookId}:${chapterId}`);
};
