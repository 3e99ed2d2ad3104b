import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growCatalog, seedCatalog } from '../src/seed/seed-database.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const titles = async (api: TestApi) => (await api.db.query<{ book_name: string }>('SELECT book_name FROM books ORDER BY book_id')).rows.map((row) => row.book_name);

describe('growing the catalog', () => {
  let grown: TestApi;
  let seededAtOnce: TestApi;
  beforeAll(async () => {
    grown = await startTestApi({}, { books: 5, maxChapters: 3 });
    seededAtOnce = await startTestApi({}, { books: 0, maxChapters: 3 });
  });
  afterAll(async () => {
    await grown.close();
    await seededAtOnce.close();
  });

  it('adds only the missing books and keeps every reader and what they did', async () => {
    const reader = await grown.register();
    await grown.call('POST', '/api/favorites/add', { token: reader.token, body: { userId: reader.id, bookId: 2 } });
    expect(await growCatalog(grown.db, 8, { maxChapters: 3 })).toBe(3);
    expect(await growCatalog(grown.db, 8, { maxChapters: 3 })).toBe(0);
    expect(await titles(grown)).toHaveLength(8);
    const favorites = await grown.call('GET', `/api/favorites/${reader.id}`, { token: reader.token });
    expect(favorites.body.data.favorites.map((favorite: { book_id: number }) => favorite.book_id)).toEqual([2]);
  });

  it('grows into the same catalog a bigger seed would have made', async () => {
    await seedCatalog(seededAtOnce.db, { books: 8, maxChapters: 3 });
    expect(await titles(grown)).toEqual(await titles(seededAtOnce));
  });
});
