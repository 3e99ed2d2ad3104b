import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/auth/use-auth';
import { deleteOfflineDb, storeQueuedReport } from '@/shared/testing/offline-db';
import { renderWithProviders, testUser } from '@/shared/testing/render';
import { UserMenu } from './user-menu';

function setup() {
  let signOut: ReturnType<typeof useAuth>['signOut'] | undefined;
  function Spy() {
    signOut = useAuth().signOut;
    return <UserMenu />;
  }
  renderWithProviders(<Spy />, { language: 'en-US' });
  return { signOut: () => signOut! };
}

const openMenu = () => userEvent.click(screen.getByRole('button', { name: `Open user menu (${testUser.username})` }));

describe('UserMenu logout', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await deleteOfflineDb();
  });

  it('asks first when offline with reading progress not yet sent, and keeps the reader signed in if they stay', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await storeQueuedReport(testUser.id, 'c1', 40);
    await storeQueuedReport(testUser.id, 'c1', 60);
    const { signOut } = setup();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reading progress not sent yet' });
    expect(dialog.textContent).toContain('2 progress reports have not reached the server');
    await userEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(signOut()).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(signOut()).toHaveBeenCalledTimes(1));
  });

  it('asks online too, where reports wait while the server cannot be reached', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await storeQueuedReport(testUser.id, 'c1', 40);
    const { signOut } = setup();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect((await screen.findByRole('dialog', { name: 'Reading progress not sent yet' })).textContent).toContain('1 progress report has not reached the server');
    expect(signOut()).not.toHaveBeenCalled();
  });

  it('signs out at once when nothing waits to be sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { signOut } = setup();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(signOut()).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('UserMenu balance', () => {
  it('reads right in English at any balance, 1 included', async () => {
    renderWithProviders(<UserMenu />, { language: 'en-US', user: { ...testUser, coins: 1 } });
    await openMenu();
    expect(screen.queryByText('Coins: 1')).not.toBeNull();
  });
});

describe('UserMenu and the keyboard', () => {
  it('closes when the focus moves on past it, so it covers nothing the focus reaches', async () => {
    renderWithProviders(
      <>
        <UserMenu />
        <button type="button">Search</button>
      </>,
      { language: 'en-US' },
    );
    await openMenu();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    screen.getByRole('button', { name: 'Logout' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByRole('button', { name: `Open user menu (${testUser.username})` }).getAttribute('aria-expanded')).toBe('false');
  });
});
