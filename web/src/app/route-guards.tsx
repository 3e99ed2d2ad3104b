import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { createReturnState, getReturnPath } from '@/shared/auth/return-path';
import { useAuth } from '@/shared/auth/use-auth';
import { Spinner } from '@/shared/ui/spinner';

/** Signed-in users only; a guest goes to /login, keeping where they were going in `state.from`. */
export function ProtectedRoute() {
  const { status, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner fullPage />;
  if (status !== 'authenticated') {
    // After an explicit logout the next login starts at home, not on the page left behind.
    return <Navigate to={paths.login.getHref()} replace state={signedOut ? undefined : createReturnState(location)} />;
  }
  return <Outlet />;
}

/** Guests only (login, register, forgot password); a signed-in user goes on to where they were headed. */
export function GuestOnlyRoute() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner fullPage />;
  if (status === 'authenticated') return <Navigate to={getReturnPath(location.state)} replace />;
  return <Outlet />;
}
