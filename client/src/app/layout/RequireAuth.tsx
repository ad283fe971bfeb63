import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session';

/** Signed-out visitors of a guarded page go to sign-in (spec §2), without leaving the guarded page in history. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/auth/signin" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
