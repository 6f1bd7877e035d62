import { Navigate, Outlet, useLocation } from 'react-router';
import { useAdminAuth, useUserAuth } from '@/lib/auth';

/*
 * Route guards of docs/product.md §2: they look at token presence only. The server checks the token
 * itself on every call; a 401 clears it, and the guard then sends the visitor to sign in.
 */

/** Needs the user token, else /signIn. */
export function RequireUser() {
  const { token } = useUserAuth();
  const location = useLocation();
  if (!token) return <Navigate to="/signIn" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Needs the admin token, else /adminSignIn. */
export function RequireAdmin() {
  const { adminToken } = useAdminAuth();
  const location = useLocation();
  if (!adminToken)
    return <Navigate to="/adminSignIn" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Property details: the user token or the admin token, else /signIn. */
export function RequireUserOrAdmin() {
  const { token } = useUserAuth();
  const { adminToken } = useAdminAuth();
  const location = useLocation();
  if (!token && !adminToken) {
    return <Navigate to="/signIn" replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
