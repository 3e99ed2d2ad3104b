import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { books: 30, maxChapters: 3 });
});
afterAll(() => api.close());

describe('favorites', () => {
  it('adds, checks, lists (newest first) and removes favorites', async () => {
    const user = await api.register();
    const add = (bookId: number) => api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: user.id, bookId } });
    expect((await add(3)).body.data).toMatchObject({ bookId: 3, isFavorited: true });
    await add(5);
    expect((await add(5)).status).toBe(200);
    const check = await api.call('GET', `/api/favorites/check/${user.id}/3`, { token: user.token });
    expect(check.body.data.isFavorited).toBe(true);
    const batch = await api.call('GET', `/api/favorites/check/${user.id}?bookIds=3,4,5`, { token: user.token });
    expect(batch.body.data.favorites).toEqual([
      { bookId: 3, isFavorited: true },
      { bookId: 4, isFavorited: false },
      { bookId: 5, isFavorited: true },
    ]);
    const list = await api.call('GET', `/api/favorites/${user.id}`, { token: user.token });
    expect(list.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20, totalPages: 1 });
    expect(list.body.data.favorites.map((favorite: { book_id: number }) => favorite.book_id)).toEqual([5, 3]);
    for (const field of ['favorite_id', 'book_id', 'book_name', 'author', 'book_intro', 'cover_img', 'book_chapters', 'book_words', 'book_update']) {
      expect(list.body.data.favorites[0]).toHaveProperty(field);
    }
    await api.call('POST', '/api/favorites/remove', { token: user.token, body: { userId: user.id, bookId: 3 } });
    expect((await api.call('GET', `/api/favorites/check/${user.id}/3`, { token: user.token })).body.data.isFavorited).toBe(false);
  });

  // The API keeps readers' favorites in memory (services/favorite-cache.ts).
  it('a favorite added or removed outside the API (SQL by hand, another API process) shows as soon as the database says so', async () => {
    const user = await api.register();
    const favorited = async () =>
      ((await api.call('GET', `/api/favorites/check/${user.id}?bookIds=6,7`, { token: user.token })).body.data.favorites as Array<{ isFavorited: boolean }>).map(
        (favorite) => favorite.isFavorited,
      );
    expect(await favorited()).toEqual([false, false]);
    await api.db.query('INSERT INTO favorites (user_id, book_id) VALUES ($1, 7)', [user.id]);
    await vi.waitFor(async () => expect(await favorited()).toEqual([false, true]), { timeout: 2_000, interval: 20 });
    await api.db.query('DELETE FROM favorites WHERE user_id = $1', [user.id]);
    await vi.waitFor(async () => expect(await favorited()).toEqual([false, false]), { timeout: 2_000, interval: 20 });
  });

  it('pages 20 at a time', async () => {
    const user = await api.register();
    for (let bookId = 1; bookId <= 25; bookId++) {
      await api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: user.id, bookId } });
    }
    const second = await api.call('GET', `/api/favorites/${user.id}?page=2`, { token: user.token });
    expect(second.body.data).toMatchObject({ total: 25, totalPages: 2 });
    expect(second.body.data.favorites).toHaveLength(5);
  });

  it("answers 404 BOOK_NOT_FOUND for a book that does not exist on every call about one book, and keeps a real book's answers", async () => {
    const user = await api.register();
    const notFound = { success: false, code: 'BOOK_NOT_FOUND', message: 'Book not found' };
    const remove = await api.call('POST', '/api/favorites/remove', { token: user.token, body: { userId: user.id, bookId: 99999 } });
    expect(remove.status).toBe(404);
    expect(remove.body).toMatchObject(notFound);
    const check = await api.call('GET', `/api/favorites/check/${user.id}/99999`, { token: user.token });
    expect(check.status).toBe(404);
    expect(check.body).toMatchObject(notFound);
    // A real book never favorited is still removed harmlessly and checked as not favorited.
    expect((await api.call('POST', '/api/favorites/remove', { token: user.token, body: { userId: user.id, bookId: 4 } })).body).toMatchObject({
      success: true,
      data: { bookId: 4, isFavorited: false },
    });
    expect((await api.call('GET', `/api/favorites/check/${user.id}/4`, { token: user.token })).body.data).toEqual({ bookId: 4, isFavorited: false });
    // The batch check (for DataLoader) answers every id asked for, an unknown one as not favorited.
    const batch = await api.call('GET', `/api/favorites/check/${user.id}?bookIds=4,99999`, { token: user.token });
    expect(batch.body.data.favorites).toEqual([
      { bookId: 4, isFavorited: false },
      { bookId: 99999, isFavorited: false },
    ]);
  });

  it('answers 404 for an unknown book and 400 for a bad body, changing nothing', async () => {
    const user = await api.register();
    expect((await api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: user.id, bookId: 99999 } })).body).toMatchObject({ code: 'BOOK_NOT_FOUND', message: 'Book not found' });
    const bad = await api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: user.id, bookId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('bookId must be a positive whole number');
    // Only a number or a string of digits is an id: true, [3], "0x3" or 0 are not.
    for (const bookId of [true, [3], '0x3', 0]) {
      const refused = await api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: user.id, bookId } });
      expect(refused.status).toBe(400);
    }
    expect((await api.call('GET', `/api/favorites/${user.id}`, { token: user.token })).body.data.total).toBe(0);
    // A client that keeps ids as text (the stored user's id) is understood.
    expect((await api.call('POST', '/api/favorites/add', { token: user.token, body: { userId: String(user.id), bookId: '3' } })).status).toBe(200);
  });
});
