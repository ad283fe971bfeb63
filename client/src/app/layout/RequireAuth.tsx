import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { withReturnPath } from '../../lib/return-path';
import { useSession } from '../session';

/**
 * Signed-out visitors of a guarded page go to sign-in (spec §2), without leaving the guarded page in history, and come
 * back to it, with its address's fields (a planner filled with a place), once signed in or up.
 */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated)
    return <Navigate to={withReturnPath('/auth/signin', `${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
