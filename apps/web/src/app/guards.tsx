import { Navigate, Outlet, useLocation } from 'react-router';
import { useAdminAuth, useUserAuth } from '@/lib/auth';

/*
 * Route guards of docs/product.md §2: they look at token presence only. The server checks the token
 * itself on every call; a 401 clears it, and the guard then sends the visitor to sign in, saying
 * where they were going (`state.from`), so that signing in returns there (lib/return-path.ts).
 */

function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Needs the user token, else /signIn. */
export function RequireUser() {
  const { token } = useUserAuth();
  const here = useHere();
  if (!token) return <Navigate to="/signIn" replace state={{ from: here }} />;
  return <Outlet />;
}

/** Needs the admin token, else /adminSignIn. */
export function RequireAdmin() {
  const { adminToken } = useAdminAuth();
  const here = useHere();
  if (!adminToken) return <Navigate to="/adminSignIn" replace state={{ from: here }} />;
  return <Outlet />;
}
