/**
 * The book list and search as they were before the scale work (api/src/repositories/books.ts at
 * commit 2a15084), without the list-total cache: what bench/scale-bench.ts measures the current
 * repository against, and the reference test/books-equivalence.test.ts holds it to (the same rows
 * in the same order, the same totals).
 */
import type { Queryable } from '../src/db/database.js';
import type { SearchSort } from '../src/domain/rules.js';
import type { BookRow, CategoryFilter, Page } from '../src/repositories/books.js';

const bookColumns = `b.book_id, b.class_id, b.subclass_id, b.author, b.book_name, b.lead_name, b.book_label,
  b.book_intro, b.book_tags, b.book_vip, b.book_price, b.book_update, b.book_chapters, b.book_words,
  b.cover_img, b.rating, b.view_count, b.read_count, b.has_content, b.created_at,
  c.name_zh AS category_name, c.name_en AS category_name_en, g.slug AS genre`;
const bookJoins = 'JOIN categories c ON c.id = b.class_id JOIN genres g ON g.id = b.subclass_id';

const sortOrders: Record<SearchSort, string> = {
  relevance: 'rank DESC, b.view_count DESC, b.book_id',
  rating: 'b.rating DESC, b.book_id',
  readCount: 'b.read_count DESC, b.book_id',
  viewCount: 'b.view_count DESC, b.book_id',
  createdAt: 'b.created_at DESC, b.book_id',
};

export function baselineBooks(db: Queryable) {
  return {
    async list(options: { limit: number; offset: number; category: CategoryFilter; hasContentOnly: boolean }): Promise<Page<BookRow>> {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (options.category) {
        params.push(options.category.id);
        conditions.push(`b.${options.category.column} = $${params.length}`);
      }
      if (options.hasContentOnly) conditions.push('b.has_content');
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      const [page, total] = await Promise.all([
        db.query<BookRow>(
          `WITH page AS (SELECT b.book_id FROM books b ${where}
                          ORDER BY b.book_id LIMIT $${params.length + 1} OFFSET $${params.length + 2})
           SELECT ${bookColumns} FROM page JOIN books b USING (book_id) ${bookJoins}
            ORDER BY b.book_id`,
          [...params, options.limit, options.offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM books b ${where}`, params),
      ]);
      return { items: page.rows, total: total.rows[0]?.total ?? 0 };
    },

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
