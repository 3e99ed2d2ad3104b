import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Subscription } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seedCatalog } from '../seed/seed-database.js';
import { cachedFavorites, FAVORITE_CHANGES_CHANNEL, type CachedFavorites } from './favorite-cache.js';

/** The database, counting the statements about favorites that reach it. */
function countingReads(db: Database) {
  const counted = {
    ...db,
    reads: 0,
    query: ((sql, params) => {
      if (typeof sql !== 'string' && (sql.name === 'favorite_ids_of' || sql.name === 'favorites_among')) counted.reads += 1;
      return db.query(sql, params);
    }) as Database['query'],
  };
  return counted;
}

let db: Database;
let counting: ReturnType<typeof countingReads>;
let favorites: CachedFavorites;
let following: Subscription | null = null;
let userId: number;
let bookIds: number[];

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  await seedCatalog(db, { books: 8, maxChapters: 1 });
  bookIds = (await db.query<{ book_id: number }>('SELECT book_id FROM books ORDER BY book_id')).rows.map((row) => row.book_id);
});
afterAll(() => db.close());

beforeEach(async () => {
  await following?.close();
  const { rows } = await db.query<{ id: number }>("INSERT INTO users (username, password_hash) VALUES ('kept-' || gen_random_uuid(), 'x') RETURNING id");
  userId = rows[0]!.id;
  counting = countingReads(db);
  favorites = cachedFavorites(counting);
  following = favorites.followChanges();
  // PGlite follows the channel once its LISTEN has run.
  await db.query('SELECT 1');
});

const favoritedOf = async (ids = bookIds, reader = userId) => [...(await favorites.favoritedAmong(reader, ids))].sort((a, b) => a - b);

describe("readers' favorites kept in memory", () => {
  it('asks the database once for a reader checked again and again, and answers each check from it', async () => {
    const [first, second, third] = bookIds as [number, number, number];
    await db.query('INSERT INTO favorites (user_id, book_id) VALUES ($1, $2), ($1, $3)', [userId, first, third]);
    expect(await favoritedOf()).toEqual([first, third]);
    expect(await favoritedOf([second])).toEqual([]);
    expect(await favoritedOf([third, second])).toEqual([third]);
    expect(counting.reads).toBe(1);
  });

  it('forgets what a change made here changes, before the change returns', async () => {
    const [first] = bookIds as [number];
    expect(await favoritedOf()).toEqual([]);
    await favorites.add(userId, first);
    expect(await favoritedOf()).toEqual([first]);
    await favorites.add(userId, first);
    expect(await favoritedOf()).toEqual([first]);
    await favorites.remove(userId, first);
    expect(await favoritedOf()).toEqual([]);
  });

  it('hears of changes made through the database by anyone: added, moved, removed, the book deleted, the table emptied', async () => {
    const [first, second, third] = bookIds as [number, number, number];
    expect(await favoritedOf()).toEqual([]);
    await db.query('INSERT INTO favorites (user_id, book_id) VALUES ($1, $2)', [userId, first]);
    expect(await favoritedOf()).toEqual([first]);
    await db.query('UPDATE favorites SET book_id = $2 WHERE user_id = $1', [userId, second]);
    expect(await favoritedOf()).toEqual([second]);
    await db.query('DELETE FROM favorites WHERE user_id = $1', [userId]);
    expect(await favoritedOf()).toEqual([]);

    await db.query('INSERT INTO favorites (user_id, book_id) VALUES ($1, $2), ($1, $3)', [userId, second, third]);
    expect(await favoritedOf()).toEqual([second, third]);
    await db.query('DELETE FROM books WHERE book_id = $1', [third]);
    bookIds = bookIds.filter((id) => id !== third);
    expect(await favoritedOf()).toEqual([second]);
    await db.query('TRUNCATE favorites');
    expect(await favoritedOf()).toEqual([]);
  });

  it("moves a favorite from one reader to another and both readers' answers follow", async () => {
    const [first] = bookIds as [number];
    const { rows } = await db.query<{ id: number }>("INSERT INTO users (username, password_hash) VALUES ('kept-other-' || gen_random_uuid(), 'x') RETURNING id");
    const other = rows[0]!.id;
    await db.query('INSERT INTO favorites (user_id, book_id) VALUES ($1, $2)', [userId, first]);
    expect(await favoritedOf(bookIds, userId)).toEqual([first]);
    expect(await favoritedOf(bookIds, other)).toEqual([]);
    await db.query('UPDATE favorites SET user_id = $2 WHERE user_id = $1', [userId, other]);
    expect(await favoritedOf(bookIds, userId)).toEqual([]);
    expect(await favoritedOf(bookIds, other)).toEqual([first]);
  });

  it('asks the database at each check for a reader with more favorites than it keeps, and answers right', async () => {
    const few = cachedFavorites(counting, { maxPerReader: 2 });
    const followingFew = few.followChanges();
    await db.query('SELECT 1');
    const [first, second, third] = bookIds as [number, number, number];
    await db.query('INSERT INTO favorites (user_id, book_id) VALUES ($1, $2), ($1, $3), ($1, $4)', [userId, first, second, third]);
    counting.reads = 0;
    expect([...(await few.favoritedAmong(userId, [third, bookIds[3]!]))]).toEqual([third]);
    expect([...(await few.favoritedAmong(userId, [first]))]).toEqual([first]);
    // The first check found too many to keep and asked for the page's; the second asked only that.
    expect(counting.reads).toBe(3);
    await followingFew.close();
  });

  it('keeps nothing while the changes are not followed', async () => {
    await favoritedOf();
    await following?.close();
    following = null;
    await favoritedOf();
    await favoritedOf();
    expect(counting.reads).toBe(3);
  });

  it('does not keep what a read found when a change was heard while it was under way', async () => {
    const [first] = bookIds as [number];
    let changedElsewhere = false;
    const slow = cachedFavorites({
      ...counting,
      query: (async (sql, params) => {
        const answer = await counting.query(sql, params);
        // A favorite is added elsewhere between the read and its return.
        if (typeof sql !== 'string' && sql.name === 'favorite_ids_of' && !changedElsewhere) {
          changedElsewhere = true;
          await db.query('INSERT INTO favorites (user_id, book_id) VALUES ($1, $2)', [userId, first]);
        }
        return answer;
      }) as Database['query'],
    });
    const followingSlow = slow.followChanges();
    await db.query('SELECT 1');
    expect([...(await slow.favoritedAmong(userId, bookIds))]).toEqual([]);
    expect([...(await slow.favoritedAmong(userId, bookIds))]).toEqual([first]);
    await followingSlow.close();
  });

  it('forgets everything on a notification naming no readers it can read', async () => {
    await favoritedOf();
    await db.query("SELECT pg_notify($1, '*')", [FAVORITE_CHANGES_CHANNEL]);
    await favoritedOf();
    expect(counting.reads).toBe(2);
  });
});
