import { z } from 'zod';
import { PAGE_SIZES } from '../domain/rules.js';
import type { FavoriteRow } from '../repositories/favorites.js';
import { idList, pagination, positiveId } from './common.js';

export const favoriteSchema = z
  .object({
    favorite_id: z.number().int(),
    book_id: z.number().int(),
    book_name: z.string(),
    author: z.string(),
    book_intro: z.string(),
    cover_img: z.string(),
    book_chapters: z.number().int(),
    book_words: z.number().int(),
    book_update: z.string(),
    favoritedAt: z.string(),
  })
  .meta({ id: 'Favorite' });

export function toFavoriteDto(row: FavoriteRow): z.infer<typeof favoriteSchema> {
  return {
    favorite_id: row.favorite_id,
    book_id: row.book_id,
    book_name: row.book_name,
    author: row.author,
    book_intro: row.book_intro,
    cover_img: row.cover_img,
    book_chapters: row.book_chapters,
    book_words: row.book_words,
    book_update: row.book_update.toISOString(),
    favoritedAt: row.created_at.toISOString(),
  };
}

export const favoriteBody = z.object({ userId: positiveId, bookId: positiveId });
export const addFavoriteAnswer = z.object({ bookId: z.number().int(), isFavorited: z.literal(true), favoriteId: z.number().int() });
export const removeFavoriteAnswer = z.object({ bookId: z.number().int(), isFavorited: z.literal(false) });
export const favoriteState = z.object({ bookId: z.number().int(), isFavorited: z.boolean() });
export const favoriteStatesQuery = z.object({ bookIds: idList(PAGE_SIZES.maxList) });
export const favoriteStatesAnswer = z.object({ favorites: z.array(favoriteState) });
export const favoritesQuery = z.object(pagination(PAGE_SIZES.favorites));
export const favoritesAnswer = z.object({
  favorites: z.array(favoriteSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
