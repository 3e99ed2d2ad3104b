import { cacheKeys } from '../../cache/keys.js';
import { CACHE_TTL } from '../../cache/lifetimes.js';
import { badUserInput } from '../../errors.js';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { asksForMarks, keepMarks, marksQuery } from '../favorite-marks.js';
import { genreSlug, pageFields, pagingArgs, sortParam } from '../graph-mapping.js';

/**
 * The API's limit on search text (api/src/schemas/book.ts), checked here too: a longer text would
 * not reach the API's own check, its request line growing past what the API reads.
 */
const SEARCH_KEYWORDS_MAX = 100;

/**
 * Search results, cached for the search lifetime and shared by every reader; on a miss they bring
 * the reader's favorite marks when the query asks for them (favorite-marks.ts).
 */
export const searchBooks: QueryResolvers['searchBooks'] = async (_parent, args, ctx, info) => {
  const query = args.query.trim();
  if (!query) throw badUserInput('Please enter search keywords', 'SEARCH_KEYWORDS_REQUIRED');
  if (query.length > SEARCH_KEYWORDS_MAX) throw badUserInput(`Search keywords must be at most ${SEARCH_KEYWORDS_MAX} characters`, 'SEARCH_KEYWORDS_TOO_LONG');
  const { page, pageSize } = pagingArgs(args.page, args.pageSize, { pageSize: 20, max: 100 });
  const genre = args.genre ? genreSlug(args.genre) : undefined;
  const sort = sortParam[args.sort ?? 'RELEVANCE'];
  const wantsMarks = asksForMarks(info);
  const result = await ctx.cache.remember(cacheKeys.search(query, page, pageSize, genre ?? null, sort), CACHE_TTL.search, async () => {
    const marks = await marksQuery(ctx, wantsMarks);
    const answer = await ctx.api.search({ q: query, page, pageSize, sort, ...(genre ? { category: genre } : {}), ...marks });
    return { ...answer, novels: keepMarks(ctx, marks.userId, answer.novels) };
  });
  for (const book of result.novels) ctx.loaders.books.prime(book.book_id, book);
  return { items: result.novels, ...pageFields(page, pageSize, result.total) };
};
