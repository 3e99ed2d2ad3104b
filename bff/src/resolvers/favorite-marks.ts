import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { keepFavoriteStates } from '../loaders.js';
import type { BookDto } from '../rest/dto.js';
import { asksFor } from './selection.js';

// A page of books (a catalog page, search results) can bring the reader's favorite marks from the
// API in its own call (`userId`), so a cold list screen makes no favorites call. The page itself is
// cached for every reader, without anyone's marks.

/** Whether the query asks for favorite marks on the page's items. */
export const asksForMarks = (info: GraphQLResolveInfo) => asksFor(info, ['items', 'isFavorited']);

/**
 * What a page's REST call adds to ask for marks: the signed-in reader's id when the query wants
 * marks, else nothing (a guest, or a query without marks, whose call then costs the API no session
 * and no favorites lookup). Called on a cache miss only: a hit waits on no session check.
 */
export async function marksQuery(ctx: GraphQLContext, wantsMarks: boolean): Promise<{ userId?: number }> {
  const reader = wantsMarks ? await ctx.viewerId() : null;
  return reader === null ? {} : { userId: reader };
}

/**
 * The page's books as every reader shares them, marks taken off; the marks that came for `reader`
 * are kept for the rest of the request and in the cache, as the favorites call's answer would be.
 */
export function keepMarks(
  ctx: GraphQLContext,
  reader: number | undefined,
  books: ReadonlyArray<BookDto & { isFavorited?: boolean }>,
): BookDto[] {
  if (reader !== undefined) {
    const marks = books.flatMap((book) => (book.isFavorited === undefined ? [] : [[book.book_id, book.isFavorited] as const]));
    // Not awaited: the answer does not wait on the cache write.
    void keepFavoriteStates(ctx.loaders, ctx.cache, reader, marks);
  }
  return books.map(({ isFavorited: _mark, ...book }) => book);
}
