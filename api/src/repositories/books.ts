import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database.js';
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

export function bookRepository(db: Queryable) {
  // Counting a 100k-book catalog costs more than reading a page of it, and the catalog only
  // changes when it is seeded, so list totals are kept for a minute.
  const listTotals = new LRUCache<string, number>({ max: 200, ttl: 60_000 });

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

    async list(options: { limit: number; offset: number; category: CategoryFilter; hasContentOnly: boolean }): Promise<Page<BookRow>> {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (options.category) {
        params.push(options.category.id);
        conditions.push(`b.${options.category.column} = $${params.length}`);
      }
      if (options.hasContentOnly) conditions.push('b.has_content');
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const totalKey = `${where}|${params.join(',')}`;
      const countTotal = async () => {
        const cached = listTotals.get(totalKey);
        if (cached !== undefined) return cached;
        const { rows } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM books b ${where}`, params);
        const total = rows[0]?.total ?? 0;
        listTotals.set(totalKey, total);
        return total;
      };
      const [page, total] = await Promise.all([
        // Page through ids alone (an index-only scan), then fetch and join just that page:
        // deep pages otherwise join every skipped row.
        db.query<BookRow>(
          `WITH page AS (SELECT b.book_id FROM books b ${where}
                          ORDER BY b.book_id LIMIT $${params.length + 1} OFFSET $${params.length + 2})
           SELECT ${bookColumns} FROM page JOIN books b USING (book_id) ${bookJoins}
            ORDER BY b.book_id`,
          [...params, options.limit, options.offset],
        ),
        countTotal(),
      ]);
      return { items: page.rows, total };
    },

    async byIds(ids: readonly number[]): Promise<BookRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<BookRow>(`SELECT ${bookColumns} FROM books b ${bookJoins} WHERE b.book_id = ANY($1::int[])`, [ids]);
      return rows;
    },

    async byId(id: number): Promise<BookRow | null> {
      return (await this.byIds([id]))[0] ?? null;
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

    /** Full-text search over the token index (see search/tokens.ts); `tsQuery` is already built. */
    async search(options: { tsQuery: string; category: CategoryFilter; sort: SearchSort; limit: number; offset: number }): Promise<Page<BookRow>> {
      const params: unknown[] = [options.tsQuery];
      let filter = '';
      if (options.category) {
        params.push(options.category.id);
        filter = `AND b.${options.category.column} = $2`;
      }
      const rank = options.sort === 'relevance' ? ', ts_rank(b.title_vector, q.query) AS rank' : '';
      const matches = `FROM books b, to_tsquery('simple', $1) AS q(query) WHERE b.search_vector @@ q.query ${filter}`;
      const [page, count] = await Promise.all([
        db.query<BookRow>(
          `WITH hits AS (SELECT b.book_id${rank} ${matches}
                          ORDER BY ${sortOrders[options.sort]} LIMIT $${params.length + 1} OFFSET $${params.length + 2})
           SELECT ${bookColumns} FROM hits h JOIN books b ON b.book_id = h.book_id ${bookJoins}
            ORDER BY ${sortOrders[options.sort].replace('rank', 'h.rank')}`,
          [...params, options.limit, options.offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total ${matches}`, params),
      ]);
      return { items: page.rows, total: count.rows[0]?.total ?? 0 };
    },
  };
}

export type BookRepository = ReturnType<typeof bookRepository>;
