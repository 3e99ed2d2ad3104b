import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { keepFavoriteStates } from '../loaders.js';
import type { BookDto } from '../rest/dto.js';
import { asksFor } from './selection.js';

/**
 * The reader whose favorite marks a page of books (a catalog page, search results) should bring
 * from the API: the viewer, when the query asks for `items { isFavorited }`; else null (a guest, or
 * a query without marks, whose call then costs the API no session and no favorites lookup).
 */
export async function readerWantingMarks(info: GraphQLResolveInfo, ctx: GraphQLContext): Promise<number | null> {
  return asksFor(info, ['items', 'isFavorited']) ? ctx.viewerId() : null;
}

/**
 * A page of books the API answered with `reader`'s favorite marks: keeps the marks as the favorites
 * call's own answer would be (for the rest of the request, and in the cache), so the screen makes
 * no favorites call, and gives the books as every reader shares them, to be cached without marks.
 */
export function keepMarks(ctx: GraphQLContext, reader: number, books: ReadonlyArray<BookDto & { isFavorited?: boolean }>): BookDto[] {
  const marks = books.flatMap((book) => (book.isFavorited === undefined ? [] : [[book.book_id, book.isFavorited] as const]));
  // Not awaited: the answer does not wait on the cache write.
  void keepFavoriteStates(ctx.loaders, ctx.cache, reader, marks);
  return books.map(({ isFavorited: _mark, ...book }) => book);
}
