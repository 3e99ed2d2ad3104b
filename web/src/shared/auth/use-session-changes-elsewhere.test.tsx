import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/shared/lib/storage';
import { renderHookWithProviders, testUser } from '@/shared/testing/render';
import { writeStoredUser } from './stored-user';
import { useSessionChangesElsewhere } from './use-session-changes-elsewhere';

/** What another tab's write of the stored user looks like to this one. */
function otherTabWrites(change: () => void, key: string | null = storageKeys.user) {
  act(() => {
    change();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: key === null ? null : localStorage.getItem(key) }));
  });
}

function setup() {
  writeStoredUser(testUser);
  const reload = vi.fn();
  renderHookWithProviders(() => useSessionChangesElsewhere(reload));
  return reload;
}

describe('a sign-in or sign-out in another tab', () => {
  it('reloads this tab when the reader signed out there', () => {
    const reload = setup();
    otherTabWrites(() => localStorage.removeItem(storageKeys.user));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads this tab when someone else signed in there', () => {
    const reload = setup();
    otherTabWrites(() => writeStoredUser({ ...testUser, id: '2', username: 'reader_two' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads this tab when the other one cleared all of localStorage', () => {
    const reload = setup();
    otherTabWrites(() => localStorage.clear(), null);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves this tab alone for the same reader’s new balance, or another entry', () => {
    const reload = setup();
    otherTabWrites(() => writeStoredUser({ ...testUser, coins: 999 }));
    otherTabWrites(() => localStorage.setItem(storageKeys.language, 'en-US'), storageKeys.language);
    expect(reload).not.toHaveBeenCalled();
  });
});
