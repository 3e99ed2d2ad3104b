import type { Unmasked } from '@apollo/client';
import type { FavoritesPageQuery } from '@/__generated__/graphql';
import { parseJson } from '@/shared/lib/storage';

/**
 * Where the reader was in their favorites (spec sections 3 and 4, localStorage
 * `favoritesPageState`): saved when a novel is opened, valid for 5 minutes, used only when it
 * came from that click, and cleared once used or when the reader changes page.
 */
/** A row of the page as the Apollo cache holds it (the row's fragment included). */
export type SavedFavorite = Unmasked<FavoritesPageQuery['favorites']['items'][number]>;

export interface FavoritesPageState {
  page: number;
  totalPages: number;
  favorites: SavedFavorite[];
  fromNovelClick: boolean;
  timestamp: number;
}

export const FAVORITES_STATE_TTL_MS = 5 * 60 * 1000;
/** Spec section 9: favorites come 20 a page. */
export const FAVORITES_PAGE_SIZE = 20;

function isFavorite(value: unknown): value is SavedFavorite {
  if (typeof value !== 'object' || value === null) return false;
  const favorite = value as Record<string, unknown>;
  const book = favorite.book as Record<string, unknown> | null | undefined;
  return (
    favorite.__typename === 'Favorite' &&
    typeof favorite.id === 'string' &&
    typeof book === 'object' &&
    book !== null &&
    book.__typename === 'Book' &&
    typeof book.id === 'string' &&
    typeof book.title === 'string' &&
    typeof book.author === 'string' &&
    typeof book.description === 'string' &&
    typeof book.coverImage === 'string' &&
    typeof book.totalChapters === 'number' &&
    typeof book.wordCount === 'number' &&
    typeof book.lastUpdateDate === 'string' &&
    typeof book.isFavorited === 'boolean'
  );
}

export function isFavoritesPageState(value: unknown): value is FavoritesPageState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.page === 'number' &&
    Number.isInteger(state.page) &&
    state.page >= 1 &&
    typeof state.totalPages === 'number' &&
    Array.isArray(state.favorites) &&
    state.favorites.every(isFavorite) &&
    typeof state.fromNovelClick === 'boolean' &&
    typeof state.timestamp === 'number'
  );
}

/** Younger than 5 minutes (and not from the future), and saved by opening a novel. */
export function isFavoritesStateRestorable(state: FavoritesPageState, now: number): boolean {
  const age = now - state.timestamp;
  return state.fromNovelClick && age >= 0 && age < FAVORITES_STATE_TTL_MS;
}

/** The stored text of the saved place when it can be restored now, else null. */
export function parseRestorableFavoritesState(raw: string, now: number): FavoritesPageState | null {
  const state = parseJson(raw, isFavoritesPageState);
  return state && isFavoritesStateRestorable(state, now) ? state : null;
}
