import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloCache } from '@/app/apollo-cache';
import { mockEvery, type OperationAnswer } from '@/shared/testing/mock-operation';
import { readerEntries, storageKeys } from '@/shared/lib/storage';
import { createTestI18n } from '@/shared/testing/test-i18n';
import { ToastContext, type ToastApi } from '@/shared/ui/toast/toast-context';
import type { FragmentType } from '@/__generated__';
import type { LogoutMutation as LogoutData, MeQuery as MeData } from '@/__generated__/graphql';
import { MeHash } from '@/__generated__/operation-hashes';
import { AuthProvider } from './auth-provider';
import { LogoutMutation } from './pending-logout';
import { MeQuery, startSessionCheck, takeStartedSessionCheck } from './session-check';
import type { AuthContextValue } from './auth-context';
import { readStoredUser, writeStoredUser, type StoredUser, type StoredUserFragment } from './stored-user';
import { useAuth } from './use-auth';

const reader: StoredUser = { __typename: 'User', id: '7', username: 'reader_seven', email: null, coins: 40, readHistory: [] };

const signedIn = (user: StoredUser = reader): OperationAnswer<MeData> => ({ data: { __typename: 'Query', me: user } });
const nobody: OperationAnswer<MeData> = { data: { __typename: 'Query', me: null } };
const loggedOut: OperationAnswer<LogoutData> = { data: { __typename: 'Mutation', logout: true } };

/**
 * The provider over a real Apollo Client whose link answers `me` with `answer`, or fails it as a
 * network would when `answer` is an Error; `auth()` is the context as last rendered. The guest's
 * plain check (a `fetch` of its own, without Apollo) gets `plainAnswer`, or a network failure.
 */
function renderProvider(
  answer: OperationAnswer<MeData> | Error,
  {
    delayMs = 0,
    firstLoadMs = 0,
    checkSentFirst = false,
    plainAnswer = null as Response | null,
    logout = loggedOut as OperationAnswer<LogoutData> | Error,
  } = {},
) {
  const plainFetch = vi.fn(async (..._args: Parameters<typeof fetch>) => {
    if (!plainAnswer) throw new TypeError('Failed to fetch');
    return plainAnswer;
  });
  vi.stubGlobal('fetch', plainFetch);
  const me = mockEvery(MeQuery, () => (answer instanceof Error ? nobody : answer), { delayMs });
  const failing: MockLink.MockedResponse = { request: { query: MeQuery }, error: answer as Error, maxUsageCount: Number.MAX_SAFE_INTEGER };
  const logouts = mockEvery(LogoutMutation, () => (logout instanceof Error ? loggedOut : logout));
  const failingLogout: MockLink.MockedResponse = {
    request: { query: LogoutMutation },
    error: logout as Error,
    maxUsageCount: Number.MAX_SAFE_INTEGER,
    delay: () => {
      logouts.calls.push({ variables: {}, at: Date.now() });
      return 0;
    },
  };
  const client = new ApolloClient({
    link: new MockLink([answer instanceof Error ? failing : me.mock, logout instanceof Error ? failingLogout : logouts.mock]),
    cache: createApolloCache(),
  });
  const loadClient = vi.fn(async () => {
    if (loadClient.mock.calls.length === 1 && firstLoadMs > 0) await new Promise((resolve) => setTimeout(resolve, firstLoadMs));
    return client;
  });
  const toast: ToastApi = { showToast: vi.fn(), onNavigation: vi.fn(), setPlacement: vi.fn() };
  const auth: { current: AuthContextValue | null } = { current: null };
  function Probe() {
    auth.current = useAuth();
    return <output data-testid="status">{`${auth.current.status}:${auth.current.user?.username ?? ''}`}</output>;
  }
  // As main.tsx does for a reader the device remembers.
  if (checkSentFirst) startSessionCheck(loadClient);
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <ToastContext value={toast}>
        <AuthProvider loadClient={loadClient} loadedClient={() => (loadClient.mock.calls.length > 0 ? client : null)}>
          <Probe />
        </AuthProvider>
      </ToastContext>
    </I18nextProvider>,
  );
  return { calls: me.calls, logouts: logouts.calls, client, loadClient, plainFetch, auth: () => auth.current! };
}

const plainJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const status = () => screen.getByTestId('status').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthProvider', () => {
  it('checks a reader this device remembers at once, and signs them in with what the server says', async () => {
    writeStoredUser({ ...reader, coins: 1 });
    const { calls, auth } = renderProvider(signedIn());
    expect(auth().remembered).toBe(true);
    expect(status()).toBe('loading:');
    await waitFor(() => expect(status()).toBe('authenticated:reader_seven'));
    expect(calls).toHaveLength(1);
    expect(auth().user?.coins).toBe(40);
    expect(readStoredUser()?.coins).toBe(40);
  });

  it('takes over the check sent before the first render, rather than asking again', async () => {
    writeStoredUser(reader);
    const { calls, loadClient } = renderProvider(signedIn(), { checkSentFirst: true, delayMs: 30 });
    // Sent before any effect of the provider ran.
    expect(loadClient).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(status()).toBe('authenticated:reader_seven'));
    // One `me` in all: the provider's own check would have been a second.
    expect(calls).toHaveLength(1);
    expect(takeStartedSessionCheck()).toBeNull();
  });

  it('signs a remembered reader out when the check sent before the first render finds no session', async () => {
    writeStoredUser(reader);
    const { calls } = renderProvider(nobody, { checkSentFirst: true });
    await waitFor(() => expect(status()).toBe('guest:'));
    expect(calls).toHaveLength(1);
    expect(readStoredUser()).toBeNull();
  });

  it('without a remembered reader, loads nothing and asks nothing until a guard starts the check', async () => {
    const { calls, loadClient, auth } = renderProvider(nobody);
    expect(auth().remembered).toBe(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(loadClient).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(status()).toBe('loading:');

    act(() => auth().checkSession());
    act(() => auth().checkSession());
    await waitFor(() => expect(status()).toBe('guest:'));
    expect(calls).toHaveLength(1);
  });

  it('lets a guest in as a guest on a plain "nobody" answer, without loading the client', async () => {
    const { calls, loadClient, plainFetch, auth } = renderProvider(nobody, { plainAnswer: plainJson({ data: { me: null } }) });
    act(() => auth().checkSession());
    await waitFor(() => expect(status()).toBe('guest:'));
    expect(loadClient).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    // As the app's link sends it: a GET of the operation's hash.
    const [url, init] = plainFetch.mock.calls[0]!;
    const params = new URL(String(url), 'http://app.test').searchParams;
    expect(params.get('operationName')).toBe('Me');
    expect(JSON.parse(params.get('extensions')!)).toEqual({ persistedQuery: { version: 1, sha256Hash: MeHash } });
    expect(init?.method ?? 'GET').toBe('GET');
  });

  it("forgets a reader's entries when the check finds nobody, even on a device that remembered no reader", async () => {
    // What a tab signed out in another one leaves: its home list, saved as it unloaded.
    localStorage.setItem(storageKeys.homepageCache, '{"novels":["of the reader who left"]}');
    localStorage.setItem(storageKeys.chapterContent('3', '12'), '{"content":"read by them"}');
    const { auth } = renderProvider(nobody, { plainAnswer: plainJson({ data: { me: null } }) });
    act(() => auth().checkSession());
    await waitFor(() => expect(status()).toBe('guest:'));
    expect(localStorage.getItem(storageKeys.homepageCache)).toBeNull();
    expect(localStorage.getItem(storageKeys.chapterContent('3', '12'))).toBeNull();
  });

  it('forgets what a remembered reader stored when the start-up check finds their session gone', async () => {
    writeStoredUser(reader);
    localStorage.setItem(storageKeys.readingSettings, '{"fontSize":20}');
    renderProvider(nobody);
    await waitFor(() => expect(status()).toBe('guest:'));
    expect(localStorage.getItem(storageKeys.readingSettings)).toBeNull();
    expect(readStoredUser()).toBeNull();
  });

  it.each([
    ['a session after all', plainJson({ data: { me: reader } })],
    ['an error answer', plainJson({ errors: [{ message: 'boom' }] }, 500)],
    ['errors next to data', plainJson({ data: { me: null }, errors: [{ message: 'partial' }] })],
  ])('asks a guest again through Apollo on any other plain answer: %s', async (_case, plainAnswer) => {
    const { calls, loadClient, auth } = renderProvider(signedIn(), { plainAnswer });
    act(() => auth().checkSession());
    await waitFor(() => expect(status()).toBe('authenticated:reader_seven'));
    expect(loadClient).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('finds a session cookie the device has no record of', async () => {
    const { auth } = renderProvider(signedIn());
    act(() => auth().checkSession());
    await waitFor(() => expect(status()).toBe('authenticated:reader_seven'));
    expect(readStoredUser()?.id).toBe('7');
  });

  it('lets a sign-in made while the check is on its way decide: the check’s later answer changes nothing', async () => {
    // The check waits for the client's code; the sign-in gets it and finishes first.
    const { auth, calls } = renderProvider(nobody, { firstLoadMs: 40 });
    act(() => auth().checkSession());
    await act(() => auth().signIn(reader as FragmentType<typeof StoredUserFragment>));
    expect(status()).toBe('authenticated:reader_seven');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(status()).toBe('authenticated:reader_seven');
    expect(readStoredUser()?.id).toBe('7');
  });

  it('keeps a remembered reader signed in with the stored record when the server cannot be reached', async () => {
    writeStoredUser(reader);
    renderProvider(new TypeError('Failed to fetch'));
    await waitFor(() => expect(status()).toBe('authenticated:reader_seven'));
  });

  it("forgets what the reader saw and chose when they sign out (home list, favorites place, reading settings), not the device's settings", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeStoredUser(reader);
    const { auth } = renderProvider(signedIn());
    await waitFor(() => expect(status()).toBe('authenticated:reader_seven'));
    for (const key of readerEntries) localStorage.setItem(key, '{"saved":"by reader_seven"}');
    localStorage.setItem(storageKeys.chapterContent('3', '12'), '{"content":"read by reader_seven"}');
    localStorage.setItem(storageKeys.language, 'en-US');
    localStorage.setItem(storageKeys.taskRewardsShown, '{"chapterTask":true,"novelTask":false,"userId":"7"}');
    await act(() => auth().signOut());
    expect(status()).toBe('guest:');
    expect(readerEntries.map((key) => localStorage.getItem(key))).toEqual(readerEntries.map(() => null));
    // What they read, too.
    expect(localStorage.getItem(storageKeys.chapterContent('3', '12'))).toBeNull();
    // Left behind, the reading settings would be sent to the next reader's account as this device's later change.
    expect(readerEntries).toEqual(expect.arrayContaining([storageKeys.readingSettings, storageKeys.readingSettingsChangedAt]));
    expect(localStorage.getItem(storageKeys.language)).toBe('en-US');
    // Their task flags name them: signing in again the same day does not celebrate a task twice.
    expect(localStorage.getItem(storageKeys.taskRewardsShown)).toBe('{"chapterTask":true,"novelTask":false,"userId":"7"}');
  });

  describe('a sign-out that cannot reach the server', () => {
    const offline = () => new TypeError('Failed to fetch');

    async function signOutOffline() {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      writeStoredUser(reader);
      const { auth, logouts } = renderProvider(signedIn(), { logout: offline() });
      await waitFor(() => expect(status()).toBe('authenticated:reader_seven'));
      await act(() => auth().signOut());
      expect(status()).toBe('guest:');
      expect(logouts).toHaveLength(1);
      expect(readStoredUser()).toBeNull();
      cleanup();
    }

    it('does not let the session cookie sign the reader back in at the next start', async () => {
      await signOutOffline();
      // The next start: the cookie still names reader 7, and the server still cannot be told.
      const { auth, calls, logouts } = renderProvider(signedIn(), { logout: offline() });
      act(() => auth().checkSession());
      await waitFor(() => expect(logouts).toHaveLength(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(status()).toBe('guest:');
      expect(calls).toEqual([]);
      expect(readStoredUser()).toBeNull();
    });

    it('ends the session at the next start once the server answers', async () => {
      await signOutOffline();
      const { auth, logouts } = renderProvider(signedIn());
      act(() => auth().checkSession());
      await waitFor(() => expect(logouts).toHaveLength(1));
      await waitFor(() => expect(localStorage.getItem(storageKeys.pendingLogout)).toBeNull());
      expect(status()).toBe('guest:');
    });

    it('ends the session once the device is back online', async () => {
      await signOutOffline();
      const { logouts } = renderProvider(nobody);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(logouts).toHaveLength(1));
      await waitFor(() => expect(localStorage.getItem(storageKeys.pendingLogout)).toBeNull());
    });

    it('is forgotten when a reader signs in: the new session is not logged out', async () => {
      await signOutOffline();
      const { auth, logouts } = renderProvider(nobody);
      await act(() => auth().signIn(reader as FragmentType<typeof StoredUserFragment>));
      expect(localStorage.getItem(storageKeys.pendingLogout)).toBeNull();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(logouts).toEqual([]);
      expect(status()).toBe('authenticated:reader_seven');
    });
  });

  it('follows the user in the Apollo cache: a new coin balance from any answer shows at once', async () => {
    writeStoredUser(reader);
    const { client, auth } = renderProvider(signedIn());
    await waitFor(() => expect(status()).toBe('authenticated:reader_seven'));
    act(() => {
      client.cache.modify({ id: client.cache.identify(reader), fields: { coins: () => 95 } });
    });
    await waitFor(() => expect(auth().user?.coins).toBe(95));
    expect(readStoredUser()?.coins).toBe(95);
  });
});
