import type { ApolloClient } from '@apollo/client';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '@/__generated__';
import type { ApolloClientLoader } from '@/shared/api/apollo-on-demand';
import { isNetworkError, networkErrorKey } from '@/shared/api/error-message';
import { chapterContentPrefix, keysStartingWith, readerEntries, removeEntry } from '@/shared/lib/storage';
import { useToast } from '@/shared/ui/toast/use-toast';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { endServerSession, forgetPendingLogout, hasPendingLogout } from './pending-logout';
import { fetchGuestSessionUser, fetchSessionUser, takeStartedSessionCheck } from './session-check';
import { noteSignIn, onSessionExpired } from './session-events';
import {
  clearStoredUser,
  readStoredUser,
  remembersReader,
  storedUserOf,
  StoredUserFragment,
  writeStoredUser,
  type StoredUser,
} from './stored-user';

interface Session {
  status: AuthStatus;
  user: StoredUser | null;
  error: string | null;
  signedOut: boolean;
}

const guestSession = (signedOut: boolean, error: string | null = null): Session => ({
  status: error === null ? 'guest' : 'error',
  user: null,
  error,
  signedOut,
});

/**
 * The session: who is signed in, checked with the server at start (`me`) and kept in step with the
 * Apollo cache. `loadClient` hands over the Apollo Client, loaded on first need: nothing here
 * waits for it before the first render, so a guest screen shows at once. `loadedClient` is the
 * client if it has been loaded already, else null (a client not loaded yet holds no data to clear).
 */
export function AuthProvider({
  loadClient,
  loadedClient,
  children,
}: {
  loadClient: ApolloClientLoader;
  loadedClient: () => ApolloClient | null;
  children: ReactNode;
}) {
  const { showToast } = useToast();
  const { t } = useTranslation();
  // Nobody is shown as signed in before the server has confirmed the session (`me` below); the
  // stored record (spec section 3) is written for every confirmed user and cleared on sign-out.
  const [session, setSession] = useState<Session>({ status: 'loading', user: null, error: null, signedOut: false });
  // Read once: whether this device remembers a reader, so the check will most likely sign them in.
  const [remembered] = useState(remembersReader);

  // The user entity in the Apollo cache is the live record: any operation that returns
  // `user { id coins }` (rewards, check-in, purchases) updates the balance shown everywhere.
  const [live, setLive] = useState<StoredUser | null>(null);
  const userId = session.user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    let cancelled = false;
    let unsubscribe = () => {};
    void loadClient().then((client) => {
      if (cancelled) return;
      const subscription = client
        .watchFragment({ fragment: StoredUserFragment, fragmentName: 'StoredUser_user', from: { __typename: 'User', id: userId } })
        .subscribe((result) => {
          if (result.complete) setLive(result.data);
        });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [loadClient, userId]);
  const user: StoredUser | null = session.user === null ? null : live?.id === session.user.id ? live : session.user;

  // Who is signed in as of the last sign-in or sign-out, set at once: an effect of an earlier
  // render, run late, must not write back the record a sign-out has just cleared.
  const signedInIdRef = useRef<string | null>(null);
  useEffect(() => {
    if (user && user.id === signedInIdRef.current) writeStoredUser(user);
  }, [user]);

  /**
   * `atStartUp`: the start-up check let the reader in. The signed-in screen then renders as a
   * transition, so the spinner stays until its code is in and nothing suspends on the way: a
   * Suspense fallback shown at that point would hold the screen back a further 300 ms (React
   * spaces a fallback and what replaces it that far apart).
   */
  const adoptUser = useCallback(
    async (next: StoredUser, atStartUp = false) => {
      try {
        (await loadClient()).writeFragment({ fragment: StoredUserFragment, fragmentName: 'StoredUser_user', data: next });
      } catch (error) {
        // Apollo's code could not be loaded (offline, no cached copy): the signed-in screens will
        // say so when they try; the reader is signed in all the same.
        console.warn('Apollo cache write failed', error);
      }
      signedInIdRef.current = next.id;
      writeStoredUser(next);
      const letIn = () => setSession({ status: 'authenticated', user: next, error: null, signedOut: false });
      if (atStartUp) startTransition(letIn);
      else letIn();
    },
    [loadClient],
  );

  // Also when the start-up check finds nobody on a device that remembered no reader: a tab that
  // was showing a reader signed out elsewhere saves its home list as it unloads (spec section 4).
  const endSession = useCallback(
    async (next: Session) => {
      signedInIdRef.current = null;
      clearStoredUser();
      for (const key of [...readerEntries, ...keysStartingWith(chapterContentPrefix)]) removeEntry(key);
      setLive(null);
      setSession(next);
      // The next user must not see anything the previous one loaded.
      try {
        await loadedClient()?.clearStore();
      } catch (error) {
        console.warn('Apollo cache clear failed', error);
      }
    },
    [loadedClient],
  );

  const fetchMe = useCallback(() => fetchSessionUser(loadClient), [loadClient]);

  // True while the signed-in user comes from the stored record because the server was unreachable.
  const uncheckedRef = useRef(false);

  // The start-up check of the stored user (or of a cookie without one), run once: at once for a
  // reader this device remembers; otherwise when a route guard asks (a signed-in screen at once, a
  // guest screen once it has painted), or taken over from main.tsx, which sent it before the first
  // render. Its answer changes nothing once the reader has signed in or out here in the meantime.
  const checkStarted = useRef(false);
  const decidedHere = useRef(false);
  const checkSession = useCallback(() => {
    if (checkStarted.current) return;
    checkStarted.current = true;
    (takeStartedSessionCheck() ?? (remembered ? fetchMe() : fetchGuestSessionUser(loadClient))).then(
      (me) => {
        if (decidedHere.current) return;
        if (me) void adoptUser(me, true);
        else void endSession(guestSession(false));
      },
      (error: unknown) => {
        if (decidedHere.current) return;
        console.warn('Session check failed', error);
        // Offline (or the server unreachable): a reader who was signed in stays signed in with the
        // stored record and reads what is downloaded; the session is checked again once online.
        const stored = isNetworkError(error) ? readStoredUser() : null;
        if (stored) {
          uncheckedRef.current = true;
          void adoptUser(stored, true);
          return;
        }
        void endSession(guestSession(false, networkErrorKey));
      },
    );
  }, [remembered, fetchMe, loadClient, adoptUser, endSession]);

  useEffect(() => {
    if (remembered) checkSession();
  }, [remembered, checkSession]);

  // The Apollo link reports an ended session; sign out locally once and tell the reader why.
  const userRef = useRef(session.user);
  useEffect(() => {
    userRef.current = session.user;
  }, [session.user]);
  useEffect(
    () =>
      onSessionExpired(() => {
        if (userRef.current === null) return;
        userRef.current = null;
        showToast(t('errors.sessionExpired'), { tone: 'error' });
        void endSession(guestSession(false));
      }),
    [endSession, showToast, t],
  );

  const signIn = useCallback(
    async (next: FragmentType<typeof StoredUserFragment>) => {
      decidedHere.current = true;
      await (await loadClient()).clearStore();
      forgetPendingLogout();
      noteSignIn();
      await adoptUser(storedUserOf(next));
    },
    [loadClient, adoptUser],
  );

  const signOut = useCallback(async () => {
    decidedHere.current = true;
    const leavingId = userRef.current?.id;
    try {
      await endServerSession(loadClient);
    } catch (error) {
      // Signed out here regardless; the server's session is ended once it can be reached.
      console.warn('Logout request failed', error);
    }
    await endSession(guestSession(true));
    // Downloads and queued progress of this reader must not stay on the device for the next one.
    // After the stored user is gone: a download running in another tab stops storing then.
    // (Loaded on demand: IndexedDB code stays out of the login screen's first load.)
    if (leavingId) {
      await import('@/shared/offline/offline-db')
        .then(({ clearOfflineUser }) => clearOfflineUser(leavingId))
        .catch((error: unknown) => console.warn('Offline data clear failed', error));
    }
  }, [loadClient, endSession]);

  const refreshUser = useCallback(async () => {
    const me = await fetchMe();
    if (me) await adoptUser(me);
    else await endSession(guestSession(false));
  }, [fetchMe, adoptUser, endSession]);

  // Back online after starting offline: confirm the session with the server now.
  useEffect(() => {
    const onOnline = () => {
      if (hasPendingLogout()) endServerSession(loadClient).catch(() => undefined);
      if (!uncheckedRef.current) return;
      fetchMe().then(
        (me) => {
          uncheckedRef.current = false;
          if (me) void adoptUser(me);
          else void endSession(guestSession(false));
        },
        (error: unknown) => console.warn('Session check failed', error),
      );
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [fetchMe, adoptUser, endSession, loadClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: session.status,
      remembered,
      user,
      error: session.error,
      signedOut: session.signedOut,
      checkSession,
      signIn,
      signOut,
      refreshUser,
    }),
    [session.status, remembered, session.error, session.signedOut, user, checkSession, signIn, signOut, refreshUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
