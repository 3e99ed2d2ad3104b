import { preparedStatement, type Queryable } from '../db/database.js';

export interface FavoriteRow {
  favorite_id: number;
  book_id: number;
  book_name: string;
  author: string;
  book_intro: string;
  cover_img: string;
  book_chapters: number;
  book_words: number;
  book_update: Date;
  created_at: Date;
}

/** The favorite state of a page of books (the home page asks it for every page it shows). */
const favoritedAmong = preparedStatement('favorites_among', 'SELECT book_id FROM favorites WHERE user_id = $1 AND book_id = ANY($2::int[])');

/** A reader's favorite book ids, for keeping in memory (services/favorite-cache.ts). */
const favoriteIdsOf = preparedStatement('favorite_ids_of', 'SELECT book_id FROM favorites WHERE user_id = $1 LIMIT $2');

export function favoriteRepository(db: Queryable) {
  return {
    /** Adds a favorite; adding one that exists is not an error. Returns its id. */
    async add(userId: number, bookId: number): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO favorites (user_id, book_id) VALUES ($1, $2)
         ON CONFLICT (user_id, book_id) DO UPDATE SET user_id = EXCLUDED.user_id
         RETURNING id`,
        [userId, bookId],
      );
      return rows[0]!.id;
    },

    async remove(userId: number, bookId: number): Promise<boolean> {
      return (await db.query('DELETE FROM favorites WHERE user_id = $1 AND book_id = $2', [userId, bookId])).rowCount > 0;
    },

    /** The ids of up to `limit` of the user's favorite books, in no particular order. */
    async idsOf(userId: number, limit: number): Promise<number[]> {
      const { rows } = await db.query<{ book_id: number }>(favoriteIdsOf, [userId, limit]);
      return rows.map((row) => row.book_id);
    },

    /** The subset of `bookIds` the user has favorited. */
    async favoritedAmong(userId: number, bookIds: readonly number[]): Promise<Set<number>> {
      const { rows } = await db.query<{ book_id: number }>(favoritedAmong, [userId, bookIds]);
      return new Set(rows.map((row) => row.book_id));
    },

    async page(userId: number, limit: number, offset: number): Promise<{ items: FavoriteRow[]; total: number }> {
      const [page, count] = await Promise.all([
        db.query<FavoriteRow>(
          `SELECT f.id AS favorite_id, b.book_id, b.book_name, b.author, b.book_intro, b.cover_img,
                  b.book_chapters, b.book_words, b.book_update, f.created_at
             FROM favorites f JOIN books b ON b.book_id = f.book_id
            WHERE f.user_id = $1
            ORDER BY f.created_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
          [userId, limit, offset],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM favorites WHERE user_id = $1', [userId]),
      ]);
      return { items: page.rows, total: count.rows[0]?.total ?? 0 };
    },
  };
}
