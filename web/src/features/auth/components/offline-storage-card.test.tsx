import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusedElement } from '@/shared/testing/focus';
import { deleteOfflineDb, storeDownloadedBook } from '@/shared/testing/offline-db';
import { renderWithProviders, testUser } from '@/shared/testing/render';
import { OfflineStorageCard } from './offline-storage-card';

describe('OfflineStorageCard', () => {
  beforeEach(deleteOfflineDb);
  afterEach(deleteOfflineDb);

  it("puts the focus on the card's title once Remove all downloads is done and gone", async () => {
    await storeDownloadedBook(testUser.id, 'b1');
    const { showToast } = renderWithProviders(<OfflineStorageCard />, { language: 'en-US' });
    const clear = await screen.findByRole('button', { name: 'Remove all downloads' });
    clear.focus();
    fireEvent.click(clear);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Remove all downloads' })).toBeNull());
    expect(showToast).toHaveBeenCalledWith('All offline downloads removed', { tone: 'success' });
    expect(focusedElement()).toBe(screen.getByRole('heading', { name: 'Offline storage' }));
  });
});
