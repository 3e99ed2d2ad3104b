import { lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { createReturnState, getReturnPath } from '@/shared/auth/return-path';
import { useAuth } from '@/shared/auth/use-auth';
import { useAfterPaint } from '@/shared/hooks/use-after-paint';
import { Spinner } from '@/shared/ui/spinner';
import { loadApolloRuntime, loadedApolloRuntime } from './apollo-loader';

// Should the session be confirmed before Apollo's code has arrived, its outlet waits for it.
const LazyApolloOutlet = lazy(() => loadApolloRuntime().then((runtime) => ({ default: runtime.ApolloOutlet })));

/** Signed-in users only; a guest goes to /login, keeping where they were going in `state.from`. */
export function ProtectedRoute() {
  const { status, signedOut, checkSession } = useAuth();
  const location = useLocation();
  useEffect(() => {
    if (status === 'loading') checkSession();
  }, [status, checkSession]);
  if (status === 'loading') return <Spinner fullPage />;
  if (status !== 'authenticated') {
    // After an explicit logout the next login starts at home, not on the page left behind.
    return <Navigate to={paths.login.getHref()} replace state={signedOut ? undefined : createReturnState(location)} />;
  }
  // A confirmed session has loaded Apollo already (the check used it), so this does not suspend.
  const runtime = loadedApolloRuntime();
  return runtime ? <runtime.ApolloOutlet /> : <LazyApolloOutlet />;
}

/**
 * Guests only (login, register, forgot password); a signed-in user goes on to where they were
 * headed. The screen shows while the start-up check runs, unless the device remembers a reader.
 */
export function GuestOnlyRoute() {
  const { status, remembered, checkSession } = useAuth();
  const location = useLocation();
  if (status === 'loading' && remembered) return <Spinner fullPage />;
  if (status === 'authenticated') return <Navigate to={getReturnPath(location.state)} replace />;
  return (
    <>
      <Outlet />
      {/* Committed with the screen (it suspends the same boundary while its code loads). */}
      {status === 'loading' && <AfterPaint run={checkSession} />}
    </>
  );
}

/** Runs `run` once what was committed with it (the guest screen) has been painted. */
function AfterPaint({ run }: { run: () => void }) {
  useAfterPaint(run);
  return null;
}
