import { readJson, removeEntry, storageKeys, writeJson } from '@/shared/lib/storage';
import type { FavoriteRowFavorite } from './favorite-row';

/**
 * Where the reader was in their favorites (spec sections 3 and 4, localStorage
 * `favoritesPageState`): saved when a novel is opened, valid for 5 minutes, used only when it
 * came from that click, and cleared once used or when the reader changes page.
 */
export interface FavoritesPageState {
  page: number;
  totalPages: number;
  favorites: FavoriteRowFavorite[];
  fromNovelClick: boolean;
  timestamp: number;
}

export const FAVORITES_STATE_TTL_MS = 5 * 60 * 1000;
/** Spec section 9: favorites come 20 a page. */
export const FAVORITES_PAGE_SIZE = 20;

function isFavorite(value: unknown): value is FavoriteRowFavorite {
  if (typeof value !== 'object' || value === null) return false;
  const favorite = value as Record<string, unknown>;
  const book = favorite.book as Record<string, unknown> | null | undefined;
  return (
    favorite.__typename === 'Favorite' &&
    typeof favorite.id === 'string' &&
    typeof favorite.favoritedAt === 'string' &&
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

export function readRestorableFavoritesState(now = Date.now()): FavoritesPageState | null {
  const state = readJson(storageKeys.favoritesPageState, isFavoritesPageState);
  return state && isFavoritesStateRestorable(state, now) ? state : null;
}

export function saveFavoritesPageState(state: FavoritesPageState): void {
  writeJson(storageKeys.favoritesPageState, state);
}

export function clearFavoritesPageState(): void {
  removeEntry(storageKeys.favoritesPageState);
}
