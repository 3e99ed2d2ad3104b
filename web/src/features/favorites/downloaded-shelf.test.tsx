import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoritesPageDocument } from '@/__generated__/graphql';
import { focusedElement } from '@/shared/testing/focus';
import { mockEvery } from '@/shared/testing/mock-operation';
import { deleteOfflineDb, storeDownloadedBook } from '@/shared/testing/offline-db';
import { renderWithProviders, testUser } from '@/shared/testing/render';
import FavoritesPage from './favorites-page';

const noFavorites = mockEvery(FavoritesPageDocument, () => ({
  data: { favorites: { __typename: 'FavoritePage' as const, page: 1, total: 0, totalPages: 0, items: [] } },
}));

const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove the offline download of/ });

async function remove(button: HTMLElement) {
  const before = removeButtons().length;
  button.focus();
  fireEvent.click(button);
  await vi.waitFor(() => expect(removeButtons()).toHaveLength(before - 1));
}

describe('DownloadedShelf', () => {
  beforeEach(deleteOfflineDb);
  afterEach(deleteOfflineDb);

  it("keeps the keyboard's place as books are removed: the next row, the one before, then the screen's title", async () => {
    for (const bookId of ['b1', 'b2', 'b3']) await storeDownloadedBook(testUser.id, bookId);
    renderWithProviders(<FavoritesPage />, { mocks: [noFavorites.mock], language: 'en-US' });
    await vi.waitFor(() => expect(removeButtons()).toHaveLength(3));

    const [first, middle, last] = removeButtons();
    await remove(middle!);
    await vi.waitFor(() => expect(focusedElement()).toBe(last));

    await remove(last!);
    await vi.waitFor(() => expect(focusedElement()).toBe(first));

    await remove(first!);
    expect(screen.queryByTestId('downloaded-shelf')).toBeNull();
    await vi.waitFor(() => expect(focusedElement()).toBe(screen.getByRole('heading', { level: 1, name: 'My favorites' })));
  });
});
