import { useApolloClient, useFragment } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType } from '@/__generated__';
import { isNetworkError, networkErrorKey } from '@/shared/api/error-message';
import { useToast } from '@/shared/ui/toast/use-toast';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { noteSignIn, onSessionExpired } from './session-events';
import { clearStoredUser, readStoredUser, storedUserOf, StoredUserFragment, writeStoredUser, type StoredUser } from './stored-user';

/** The session check. Its name is known to the Apollo error link, which leaves its errors to us. */
export const MeQuery = graphql(`
  query Me {
    me {
      ...StoredUser_user
    }
  }
`);

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

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

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { showToast } = useToast();
  const { t } = useTranslation();
  // Nobody is shown as signed in before the server has confirmed the session (`me` below); the
  // stored record (spec section 3) is written for every confirmed user and cleared on sign-out.
  const [session, setSession] = useState<Session>({ status: 'loading', user: null, error: null, signedOut: false });

  // The user entity in the Apollo cache is the live record: any operation that returns
  // `user { id coins }` (rewards, check-in, purchases) updates the balance shown everywhere.
  const live = useFragment({
    fragment: StoredUserFragment,
    fragmentName: 'StoredUser_user',
    from: session.user ? { __typename: 'User', id: session.user.id } : null,
  });
  const user: StoredUser | null = session.user === null ? null : live.complete ? live.data : session.user;

  useEffect(() => {
    if (user) writeStoredUser(user);
  }, [user]);

  const adoptUser = useCallback(
    (next: StoredUser) => {
      client.writeFragment({ fragment: StoredUserFragment, fragmentName: 'StoredUser_user', data: next });
      writeStoredUser(next);
      setSession({ status: 'authenticated', user: next, error: null, signedOut: false });
    },
    [client],
  );

  const endSession = useCallback(
    async (next: Session) => {
      clearStoredUser();
      setSession(next);
      // The next user must not see anything the previous one loaded.
      await client.clearStore();
    },
    [client],
  );

  const fetchMe = useCallback(async () => {
    const result = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
    if (result.error) throw result.error;
    return storedUserOf(result.data?.me);
  }, [client]);

  // True while the signed-in user comes from the stored record because the server was unreachable.
  const uncheckedRef = useRef(false);

  // On start, check the stored user (or a cookie without one) with the server.
  useEffect(() => {
    let cancelled = false;
    fetchMe().then(
      (me) => {
        if (cancelled) return;
        if (me) adoptUser(me);
        else void endSession(guestSession(false));
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn('Could not check the session', error);
        // Offline (or the server unreachable): a reader who was signed in stays signed in with the
        // stored record and reads what is downloaded; the session is checked again once online.
        const stored = isNetworkError(error) ? readStoredUser() : null;
        if (stored) {
          uncheckedRef.current = true;
          adoptUser(stored);
          return;
        }
        void endSession(guestSession(false, networkErrorKey));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [fetchMe, adoptUser, endSession]);

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
      await client.clearStore();
      noteSignIn();
      adoptUser(storedUserOf(next));
    },
    [client, adoptUser],
  );

  const signOut = useCallback(async () => {
    // Downloads and queued progress of this reader must not stay on the device for the next one.
    const leavingId = userRef.current?.id;
    // (Loaded on demand: IndexedDB code stays out of the login screen's first load.)
    if (leavingId) {
      await import('@/shared/offline/offline-db')
        .then(({ clearOfflineUser }) => clearOfflineUser(leavingId))
        .catch((error: unknown) => console.warn('Could not clear the offline data', error));
    }
    try {
      await client.mutate({ mutation: LogoutMutation });
    } catch (error) {
      // The session may already be gone on the server; the local sign-out happens regardless.
      console.warn('Logout request failed', error);
    }
    await endSession(guestSession(true));
  }, [client, endSession]);

  const refreshUser = useCallback(async () => {
    const me = await fetchMe();
    if (me) adoptUser(me);
    else await endSession(guestSession(false));
  }, [fetchMe, adoptUser, endSession]);

  // Back online after starting offline: confirm the session with the server now.
  useEffect(() => {
    const onOnline = () => {
      if (!uncheckedRef.current) return;
      fetchMe().then(
        (me) => {
          uncheckedRef.current = false;
          if (me) adoptUser(me);
          else void endSession(guestSession(false));
        },
        (error: unknown) => console.warn('Could not check the session', error),
      );
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [fetchMe, adoptUser, endSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ status: session.status, user, error: session.error, signedOut: session.signedOut, signIn, signOut, refreshUser }),
    [session.status, session.error, session.signedOut, user, signIn, signOut, refreshUser],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
