import type { ApolloCache } from '@apollo/client/cache';
import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { useCallback, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';
import { ApolloClientLoaderContext } from '@/shared/api/apollo-on-demand';
import { AuthContext, type AuthContextValue } from '@/shared/auth/auth-context';
import type { StoredUser } from '@/shared/auth/stored-user';
import type { Language } from '@/shared/i18n/languages';
import { ToastContext, type ToastApi } from '@/shared/ui/toast/toast-context';
import { createTestI18n } from './test-i18n';

/**
 * The app's providers around a component or hook under test: Apollo's MockedProvider with the
 * given mocks (and the app's cache when a test passes it), i18next with every text, a signed-in
 * reader, a toast spy and a memory router that shows where navigation went.
 */
export interface ProviderOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mocks of different operations side by side
  mocks?: ReadonlyArray<MockLink.MockedResponse<any, any>>;
  cache?: ApolloCache;
  language?: Language;
  user?: StoredUser | null;
  /** Where the router starts: an address, or one with router state. */
  route?: InitialEntry;
}

export const testUser: StoredUser = { __typename: 'User', id: '1', username: 'reader_one', email: null, coins: 120, readHistory: [] };

/** An auth context for tests: `user` signed in (or a guest with `user: null`), actions as spies. */
export function testAuth({ user = testUser, ...overrides }: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    status: user ? 'authenticated' : 'guest',
    remembered: user !== null,
    user,
    error: null,
    signedOut: false,
    checkSession: vi.fn(),
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    refreshUser: vi.fn(async () => undefined),
    ...overrides,
  };
}

export function createProviders({ mocks = [], cache, language = 'zh-CN', user = testUser, route = '/' }: ProviderOptions = {}) {
  const showToast = vi.fn<ToastApi['showToast']>();
  const auth = testAuth({ user });
  const i18n = createTestI18n(language);
  const toastApi: ToastApi = { showToast, onNavigation: vi.fn(), setPlacement: vi.fn() };

  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <ToastContext value={toastApi}>
          <MockedProvider mocks={mocks} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
            <MockedClientLoader>
              <AuthContext value={auth}>
                <MemoryRouter initialEntries={[route]}>
                  <Routes>
                    <Route
                      path="*"
                      element={
                        <>
                          {children}
                          <CurrentPath />
                        </>
                      }
                    />
                  </Routes>
                </MemoryRouter>
              </AuthContext>
            </MockedClientLoader>
          </MockedProvider>
        </ToastContext>
      </I18nextProvider>
    );
  }
  return { Providers, showToast, auth, i18n };
}

/** The guest screens' on-demand client (shared/api/apollo-on-demand.ts), here MockedProvider's. */
function MockedClientLoader({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const load = useCallback(async () => client, [client]);
  return <ApolloClientLoaderContext value={load}>{children}</ApolloClientLoaderContext>;
}

/** Where the memory router is now, for tests that follow a navigation. */
function CurrentPath() {
  const location = useLocation();
  return (
    <output data-testid="current-path" data-state={JSON.stringify(location.state ?? null)} hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export function renderWithProviders(ui: ReactNode, options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const providers = createProviders(options);
  return { ...render(ui, { wrapper: providers.Providers }), ...providers };
}

export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: ProviderOptions & { initialProps?: Props; reactStrictMode?: boolean } = {},
) {
  const providers = createProviders(options);
  const rendered = renderHook(hook, {
    wrapper: providers.Providers,
    initialProps: options.initialProps,
    reactStrictMode: options.reactStrictMode,
  });
  return { ...rendered, ...providers };
}
