import { describe, expect, it } from 'vitest';
import { FAVORITES_STATE_TTL_MS, isFavoritesPageState, isFavoritesStateRestorable, type FavoritesPageState } from './favorites-page-state';

const now = 1_800_000_000_000;

const favorite = {
  __typename: 'Favorite' as const,
  id: '7',
  book: {
    __typename: 'Book' as const,
    id: '12',
    title: 'The Silent Storm',
    author: 'A. Writer',
    description: 'A storm.',
    coverImage: '/covers/12.svg',
    totalChapters: 30,
    wordCount: 90000,
    lastUpdateDate: '2026-01-01T00:00:00.000Z',
    isFavorited: true,
  },
};

function state(overrides: Partial<FavoritesPageState> = {}): FavoritesPageState {
  return { page: 3, totalPages: 4, favorites: [favorite], fromNovelClick: true, timestamp: now, ...overrides };
}

describe('favorites page state', () => {
  it('is restorable for 5 minutes after a novel click', () => {
    expect(FAVORITES_STATE_TTL_MS).toBe(300_000);
    expect(isFavoritesStateRestorable(state(), now)).toBe(true);
    expect(isFavoritesStateRestorable(state(), now + 4 * 60_000 + 59_999)).toBe(true);
    expect(isFavoritesStateRestorable(state(), now + 5 * 60_000)).toBe(false);
  });

  it('is never restorable unless it came from a novel click', () => {
    expect(isFavoritesStateRestorable(state({ fromNovelClick: false }), now)).toBe(false);
    expect(isFavoritesStateRestorable(state({ fromNovelClick: false }), now + 1000)).toBe(false);
  });

  it('is not restorable when saved in the future', () => {
    expect(isFavoritesStateRestorable(state({ timestamp: now + 1000 }), now)).toBe(false);
  });

  it('accepts only the saved shape', () => {
    expect(isFavoritesPageState(JSON.parse(JSON.stringify(state())))).toBe(true);
    expect(isFavoritesPageState({ ...state(), page: 0 })).toBe(false);
    expect(isFavoritesPageState({ ...state(), favorites: [{ id: '1' }] })).toBe(false);
    expect(isFavoritesPageState('nope')).toBe(false);
  });
});
