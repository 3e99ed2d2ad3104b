import { useApolloClient } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/shared/auth/auth-context';
import { testAuth } from '@/shared/testing/render';
import { createTestI18n } from '@/shared/testing/test-i18n';
import { apolloClient } from './apollo-runtime';
import { loadApolloRuntime } from './apollo-loader';
import { GuestOnlyRoute, ProtectedRoute } from './route-guards';

/** The session while the start-up check has not answered. */
const checking = (remembered: boolean) => testAuth({ status: 'loading', remembered, user: null });

function SignedInScreen() {
  // Throws without an ApolloProvider above.
  const client = useApolloClient();
  return <p>home screen {client === apolloClient ? 'with the app client' : 'with another client'}</p>;
}

function renderAt(route: string, auth: AuthContextValue) {
  return render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <AuthContext value={auth}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route element={<GuestOnlyRoute />}>
              <Route path="/login" element={<p>login form</p>} />
            </Route>
            <Route element={<ProtectedRoute />}>
              <Route path="/" element={<SignedInScreen />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthContext>
    </I18nextProvider>,
  );
}

describe('GuestOnlyRoute', () => {
  it('shows the guest screen while the check runs when no reader is remembered, and starts the check after the paint', async () => {
    const auth = checking(false);
    renderAt('/login', auth);
    screen.getByText('login form');
    expect(auth.checkSession).not.toHaveBeenCalled();
    await waitFor(() => expect(auth.checkSession).toHaveBeenCalledTimes(1));
  });

  it('waits for the check of a remembered reader instead of flashing the form', () => {
    renderAt('/login', checking(true));
    expect(screen.queryByText('login form')).toBeNull();
    screen.getByRole('status');
  });

  it('sends a signed-in reader home', async () => {
    await loadApolloRuntime();
    renderAt('/login', testAuth());
    await screen.findByText('home screen with the app client');
  });
});

describe('ProtectedRoute', () => {
  it('starts the check at once and waits for it', () => {
    const auth = checking(false);
    renderAt('/', auth);
    expect(auth.checkSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/home screen/)).toBeNull();
  });

  it('sends a guest to the login screen', () => {
    renderAt('/', testAuth({ user: null }));
    screen.getByText('login form');
  });

  it('renders the signed-in screens under the app’s Apollo Client', async () => {
    renderAt('/', testAuth());
    await screen.findByText('home screen with the app client');
  });
});
