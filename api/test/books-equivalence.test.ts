import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineBooks } from '../bench/baseline-books.js';
import { SEARCH_SORTS } from '../src/domain/rules.js';
import { bookRepository, type CategoryFilter } from '../src/repositories/books.js';
import { toTsQuery } from '../src/search/tokens.js';
import { growCatalog } from '../src/seed/seed-database.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * The list and the search answer exactly what they answered before the scale work
 * (bench/baseline-books.ts): the same rows in the same order and the same totals, for every sort,
 * filter and page, including pages that cross from the top-ranked books to the single title
 * matches and on to the other matches, and while books are added, removed and changed.
 */
let api: TestApi;
const BOOKS = 400;
beforeAll(async () => {
  api = await startTestApi({}, { books: BOOKS, maxChapters: 1 });
});
afterAll(() => api.close());

const ids = (page: { items: Array<{ book_id: number }> }) => page.items.map((book) => book.book_id);

async function searchTerms(): Promise<string[]> {
  const words = async (sql: string) => (await api.db.query<{ word: string }>(sql)).rows.map((row) => row.word);
  const lexemes = `SELECT word, count(*) AS n FROM books, unnest(title_vector) AS t(word, positions, weights) GROUP BY word`;
  return [
    // The commonest title terms: Chinese characters and bigrams, English words and their prefixes.
    ...(await words(`SELECT word FROM (${lexemes}) l WHERE word ~ '^[一-龥]{1,2}$' ORDER BY n DESC, word LIMIT 6`)),
    ...(await words(`SELECT word FROM (${lexemes}) l WHERE word ~ '^[a-z]{4,}$' ORDER BY n DESC, word LIMIT 4`)),
    ...(await words(`SELECT left(word, 3) AS word FROM (${lexemes}) l WHERE word ~ '^[a-z]{5,}$' ORDER BY n DESC, word LIMIT 3`)),
    // Terms some titles repeat, and prefixes several words of a title share (the top tier).
    ...(await words(`SELECT DISTINCT substr(word, 2) AS word FROM books, unnest(title_rank_tiers(title_vector)) AS t(word) WHERE word LIKE '=%' ORDER BY 1 LIMIT 4`)),
    ...(await words(`SELECT DISTINCT word FROM books, unnest(title_rank_tiers(title_vector)) AS t(word) WHERE word NOT LIKE '=%' ORDER BY 1 LIMIT 4`)),
    // A term found only in intros and tags, several terms, and nothing at all.
    '的',
    '江湖 剑',
    'the dragon',
    'zzzqqq',
  ];
}

describe('search answers what it answered before', () => {
  it('for every sort, with and without a genre, on every kind of page', async () => {
    const repository = bookRepository(api.db);
    const baseline = baselineBooks(api.db);
    const categories: CategoryFilter[] = [null, { column: 'subclass_id', id: 1 }, { column: 'class_id', id: 2 }];
    let compared = 0;
    for (const text of await searchTerms()) {
      const tsQuery = toTsQuery(text)!;
      for (const category of categories) {
        for (const sort of SEARCH_SORTS) {
          const { total } = await baseline.search({ tsQuery, category, sort, limit: 1, offset: 0 });
          const offsets = sort === 'relevance' ? [0, 3, 7, 20, Math.max(0, total - 4), total + 3] : [0, 7];
          for (const offset of new Set(offsets)) {
            const options = { tsQuery, category, sort, limit: 7, offset };
            const [expected, actual] = await Promise.all([baseline.search(options), repository.search(options)]);
            expect({ text, ...options, ids: ids(actual), total: actual.total }).toEqual({ text, ...options, ids: ids(expected), total: expected.total });
            expect(actual.items).toEqual(expected.items);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('falls back to scoring every match when a title is weighted otherwise', async () => {
    const { rows } = await api.db.query<{ book_id: number }>("SELECT book_id FROM books WHERE title_vector @@ '的'::tsquery ORDER BY view_count LIMIT 1");
    const bookId = rows[0]!.book_id;
    await api.db.query("UPDATE books SET title_vector = setweight(title_vector, 'D') WHERE book_id = $1", [bookId]);
    try {
      const options = { tsQuery: toTsQuery('的')!, category: null, sort: 'relevance' as const, limit: 50, offset: 0 };
      const [expected, actual] = await Promise.all([baselineBooks(api.db).search(options), bookRepository(api.db).search(options)]);
      expect(ids(actual)).toEqual(ids(expected));
    } finally {
      await api.db.query("UPDATE books SET title_vector = setweight(title_vector, 'A') WHERE book_id = $1", [bookId]);
    }
  });
});

describe('the book list answers what it answered before', () => {
  const filters: Array<{ category: CategoryFilter; hasContentOnly: boolean }> = [
    { category: null, hasContentOnly: false },
    { category: null, hasContentOnly: true },
    { category: { column: 'class_id', id: 2 }, hasContentOnly: false },
    { category: { column: 'subclass_id', id: 5 }, hasContentOnly: true },
  ];

  async function compareLists(when: string) {
    const repository = bookRepository(api.db);
    const baseline = baselineBooks(api.db);
    for (const filter of filters) {
      const { total } = await baseline.list({ ...filter, limit: 1, offset: 0 });
      for (const offset of new Set([0, 10, Math.floor(total / 2) - 3, total - 10, total - 3, total, total + 20].filter((n) => n >= 0))) {
        const options = { ...filter, limit: 10, offset };
        const [expected, actual] = await Promise.all([baseline.list(options), repository.list(options)]);
        expect({ when, ...options, ids: ids(actual), total: actual.total }).toEqual({ when, ...options, ids: ids(expected), total: expected.total });
        expect(actual.items).toEqual(expected.items);
      }
    }
  }

  it('with ids without gaps, with gaps, and as books are added, changed and removed', async () => {
    await compareLists('seeded');
    await api.db.query('DELETE FROM books WHERE book_id IN (3, 200)');
    await compareLists('after deleting two books');
    await api.db.query('UPDATE books SET has_content = NOT has_content, class_id = 5, subclass_id = 8 WHERE book_id IN (10, 11, 12)');
    await compareLists('after moving three books');
    await growCatalog(api.db, BOOKS + 20, { maxChapters: 1 });
    await compareLists('after adding books');
    await api.db.query('TRUNCATE books, users RESTART IDENTITY CASCADE');
    await compareLists('after a reset');
    await growCatalog(api.db, 30, { maxChapters: 1 });
    await compareLists('seeded again');
  });
});
