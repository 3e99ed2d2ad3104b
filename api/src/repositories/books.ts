import { LRUCache } from 'lru-cache';
import { preparedStatement, type Queryable } from '../db/database.js';
import type { SearchSort } from '../domain/rules.js';

export interface BookRow {
  book_id: number;
  class_id: number;
  subclass_id: number;
  author: string;
  book_name: string;
  lead_name: string;
  book_label: string;
  book_intro: string;
  book_tags: string;
  book_vip: number;
  book_price: number;
  book_update: Date;
  book_chapters: number;
  book_words: number;
  cover_img: string;
  rating: number;
  view_count: number;
  read_count: number;
  has_content: boolean;
  created_at: Date;
  category_name: string;
  category_name_en: string;
  genre: string;
}

/** A category filter resolved to the column it narrows: the book-list class or the search genre. */
export type CategoryFilter = { column: 'class_id' | 'subclass_id'; id: number } | null;

const bookColumns = `b.book_id, b.class_id, b.subclass_id, b.author, b.book_name, b.lead_name, b.book_label,
  b.book_intro, b.book_tags, b.book_vip, b.book_price, b.book_update, b.book_chapters, b.book_words,
  b.cover_img, b.rating, b.view_count, b.read_count, b.has_content, b.created_at,
  c.name_zh AS category_name, c.name_en AS category_name_en, g.slug AS genre`;
const bookJoins = 'JOIN categories c ON c.id = b.class_id JOIN genres g ON g.id = b.subclass_id';
/** The unfiltered list: the same columns as bookColumns, and the total on every row. */
const catalogPage = preparedStatement('catalog_page', 'SELECT * FROM catalog_page($1, $2)');

// Relevance: how well the title, author or lead match, then popularity.
const sortOrders: Record<SearchSort, string> = {
  relevance: 'rank DESC, b.view_count DESC, b.book_id',
  rating: 'b.rating DESC, b.book_id',
  readCount: 'b.read_count DESC, b.book_id',
  viewCount: 'b.view_count DESC, b.book_id',
  createdAt: 'b.created_at DESC, b.book_id',
};

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * A query of one term, as `to_tsquery` prints it: `'剑'`, or `'detec':*` for a prefix. Only
 * these have the three-valued relevance that title_rank_tiers() (migration 004) indexes.
 */
const singleTerm = /^'((?:[^']|'')+)'(:\*)?$/;
/** More books than this ranking above the rest of the title matches: score every match instead. */
const MAX_TOP_TIER = 2_000;

/** Counts of search matches, exact, kept for a minute: counting a common term visits every match. */
const COUNT_TTL_MS = 60_000;

export function bookRepository(db: Queryable) {
  const counts = new LRUCache<string, number>({ max: 2_000, ttl: COUNT_TTL_MS });
  // What to_tsquery('simple', ...) makes of a query: a pure function of its text.
  const normalized = new LRUCache<string, string>({ max: 2_000 });

  async function normalize(tsQuery: string): Promise<string> {
    const known = normalized.get(tsQuery);
    if (known !== undefined) return known;
    const { rows } = await db.query<{ query: string }>("SELECT to_tsquery('simple', $1)::text AS query", [tsQuery]);
    const query = rows[0]!.query;
    normalized.set(tsQuery, query);
    return query;
  }

  /** count(*) of `from` (a FROM ... WHERE ... over books b), kept for a minute under `key`. */
  async function cachedCount(key: string, from: string, params: unknown[]): Promise<number> {
    const cached = counts.get(key);
    if (cached !== undefined) return cached;
    const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
    const total = rows[0]?.total ?? 0;
    counts.set(key, total);
    return total;
  }

  async function inOrder(ids: number[]): Promise<BookRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await db.query<BookRow>(`SELECT ${bookColumns} FROM books b ${bookJoins} WHERE b.book_id = ANY($1::int[])`, [ids]);
    const byId = new Map(rows.map((row) => [row.book_id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /**
   * The ids of a page of relevance-ordered matches of a one-term query, without scoring every
   * match; null when the shortcut does not apply. ts_rank(title_vector, term) is 0 for a book
   * whose title_vector lacks the term, one value `single` for a book that has it once at weight A,
   * and something else only for the books title_rank_tiers() lists. So the order is: those (few)
   * books by rank, then the rest of the title matches, then the other matches, each by view count.
   */
  async function relevanceIds(query: string, term: RegExpExecArray, filter: string, filterParams: unknown[], limit: number, offset: number, countKey: string): Promise<number[] | null> {
    const tier = term[2] ? `'${term[1]}'` : `'=${term[1]}'`;
    const params = [query, ...filterParams];
    const top = await db.query<{ book_id: number; above: boolean }>(
      `SELECT t.book_id, t.rank > ts_rank('x:1A'::tsvector, 'x'::tsquery) AS above
         FROM (SELECT b.book_id, b.view_count, ts_rank(b.title_vector, $1::tsquery) AS rank FROM books b
                WHERE title_rank_tiers(b.title_vector) @@ $${params.length + 1}::tsquery AND b.title_vector @@ $1::tsquery ${filter}
                LIMIT ${MAX_TOP_TIER + 1}) t
        ORDER BY t.rank DESC, t.view_count DESC, t.book_id`,
      [...params, tier],
    );
    // Rare: the top tier is big or holds a rank at or below a single match's. Score everything.
    if (top.rows.length > MAX_TOP_TIER || top.rows.some((row) => !row.above)) return null;
    const topIds = top.rows.map((row) => row.book_id);
    const ids = topIds.slice(offset, offset + limit);
    // Positions past the top tier, in the title matches and then the other matches.
    let skip = Math.max(0, offset - topIds.length);
    const more = async (where: string, extra: unknown[], wanted: number, from: number) =>
      (
        await db.query<{ book_id: number }>(
          `SELECT b.book_id FROM books b WHERE ${where} ${filter}
            ORDER BY b.view_count DESC, b.book_id LIMIT $${params.length + extra.length + 1} OFFSET $${params.length + extra.length + 2}`,
          [...params, ...extra, wanted, from],
        )
      ).rows.map((row) => row.book_id);
    if (ids.length < limit) {
      const single = await more(`b.title_vector @@ $1::tsquery AND NOT (b.book_id = ANY($${params.length + 1}::int[]))`, [topIds], limit - ids.length, skip);
      ids.push(...single);
      if (ids.length < limit) {
        // The single title matches ran out: how many were there?
        const singles =
          single.length > 0 || skip === 0
            ? skip + single.length
            : (await cachedCount(`title|${countKey}`, `FROM books b WHERE b.title_vector @@ $1::tsquery ${filter}`, params)) - topIds.length;
        skip = Math.max(0, skip - singles);
        ids.push(...(await more('b.search_vector @@ $1::tsquery AND NOT (b.title_vector @@ $1::tsquery)', [], limit - ids.length, skip)));
      }
    }
    return ids;
  }

  return {
    /** Resolves a category given as a Chinese name (都市言情), a category slug or a genre slug (fantasy). */
    async resolveCategory(value: string): Promise<CategoryFilter | undefined> {
      const { rows } = await db.query<{ column: 'class_id' | 'subclass_id'; id: number }>(
        `SELECT 'class_id' AS column, id FROM categories WHERE name_zh = $1 OR slug = lower($1) OR lower(name_en) = lower($1)
         UNION ALL
         SELECT 'subclass_id' AS column, id FROM genres WHERE slug = lower($1) OR name_zh = $1
         LIMIT 1`,
        [value],
      );
      return rows[0];
    },

    /**
     * A page of the catalog in id order, with its exact total, in one statement (one snapshot).
     * The total is the sum of a few catalog_counts rows (kept by triggers, migration 004). Knowing
     * it, a page in the back half is read backwards from the end of the index. The unfiltered list
     * (the home page) is catalog_page() (migration 005), planned once per connection; it also starts
     * any page at the first id plus the offset when the ids have no gaps, which a filter leaves.
     */
    async list(options: { limit: number; offset: number; category: CategoryFilter; hasContentOnly: boolean }): Promise<Page<BookRow>> {
      const params: unknown[] = [options.limit, options.offset];
      const books: string[] = [];
      const counted: string[] = [];
      if (options.category) {
        params.push(options.category.id);
        books.push(`b.${options.category.column} = $3`);
        counted.push(`c.${options.category.column} = $3`);
      }
      if (options.hasContentOnly) {
        books.push('b.has_content');
        counted.push('c.has_content');
      }
      const { rows } =
        books.length === 0
          ? await db.query<BookRow & { total: number }>(catalogPage, params)
          : await db.query<BookRow & { total: number }>(
              `WITH total AS MATERIALIZED (SELECT coalesce(sum(c.books), 0)::int AS n FROM catalog_counts c WHERE ${counted.join(' AND ')}),
                    page AS ((
                      SELECT f.book_id FROM (SELECT b.book_id FROM books b WHERE ${books.join(' AND ')} ORDER BY b.book_id LIMIT $1 OFFSET $2) f
                       WHERE $2::bigint * 2 < (SELECT n FROM total)
                      UNION ALL
                      SELECT r.book_id FROM (SELECT b.book_id FROM books b WHERE ${books.join(' AND ')} ORDER BY b.book_id DESC
                                              LIMIT greatest(0, least($1, (SELECT n FROM total) - $2)) OFFSET greatest(0, (SELECT n FROM total) - $2 - $1)) r
                       WHERE $2::bigint * 2 >= (SELECT n FROM total)
                    ) LIMIT $1)
               SELECT t.n AS total, ${bookColumns}
                 FROM total t LEFT JOIN (page JOIN books b USING (book_id) ${bookJoins}) ON true
                ORDER BY b.book_id`,
              params,
            );
      const items = rows.filter((row) => row.book_id !== null).map(({ total: _total, ...book }) => book);
      return { items, total: rows[0]?.total ?? 0 };
    },

    async byIds(ids: readonly number[]): Promise<BookRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<BookRow>(`SELECT ${bookColumns} FROM books b ${bookJoins} WHERE b.book_id = ANY($1::int[])`, [ids]);
      return rows;
    },

    async byId(id: number): Promise<BookRow | null> {
      return (await this.byIds([id]))[0] ?? null;
    },

    async exists(id: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM books WHERE book_id = $1', [id])).rows.length > 0;
    },

    /** Counts a detail view and returns the book with its new view count. */
    async recordView(id: number): Promise<BookRow | null> {
      const { rowCount } = await db.query('UPDATE books SET view_count = view_count + 1 WHERE book_id = $1', [id]);
      return rowCount > 0 ? this.byId(id) : null;
    },

    /** Counts a reader who started the book (its first-read reward was paid). */
    async countReader(bookId: number): Promise<void> {
      await db.query('UPDATE books SET read_count = read_count + 1 WHERE book_id = $1', [bookId]);
    },

    /**
     * Full-text search over the token index (see search/tokens.ts); `tsQuery` is already built.
     * Totals are exact and kept for a minute. Relevance for a one-term query takes the shortcut of
     * relevanceIds(); other queries and the other sorts read their page in one statement.
     */
    async search(options: { tsQuery: string; category: CategoryFilter; sort: SearchSort; limit: number; offset: number }): Promise<Page<BookRow>> {
      const query = await normalize(options.tsQuery);
      const filterParams = options.category ? [options.category.id] : [];
      const filter = options.category ? `AND b.${options.category.column} = $2` : '';
      const countKey = `${query}|${options.category ? `${options.category.column}=${options.category.id}` : ''}`;
      const params = [query, ...filterParams];
      const matches = `FROM books b WHERE b.search_vector @@ $1::tsquery ${filter}`;

      const page = async (): Promise<BookRow[]> => {
        const term = options.sort === 'relevance' ? singleTerm.exec(query) : null;
        if (term) {
          const ids = await relevanceIds(query, term, filter, filterParams, options.limit, options.offset, countKey);
          if (ids) return inOrder(ids);
        }
        const rank = options.sort === 'relevance' ? ', ts_rank(b.title_vector, $1::tsquery) AS rank' : '';
        const { rows } = await db.query<BookRow>(
          `WITH hits AS (SELECT b.book_id${rank} ${matches}
                          ORDER BY ${sortOrders[options.sort]} LIMIT $${params.length + 1} OFFSET $${params.length + 2})
           SELECT ${bookColumns} FROM hits h JOIN books b ON b.book_id = h.book_id ${bookJoins}
            ORDER BY ${sortOrders[options.sort].replace('rank', 'h.rank')}`,
          [...params, options.limit, options.offset],
        );
        return rows;
      };
      if (options.offset > 0) {
        // Past the last match there is no page to read: its statement would still sort every match
        // to skip them all. The total is usually kept from the first page.
        const total = await cachedCount(countKey, matches, params);
        return { items: options.offset >= total ? [] : await page(), total };
      }
      const [items, total] = await Promise.all([page(), cachedCount(countKey, matches, params)]);
      return { items, total };
    },
  };
}

export type BookRepository = ReturnType<typeof bookRepository>;
