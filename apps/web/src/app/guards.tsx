import { lazy } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useAdminAuth, useUserAuth } from '@/lib/auth';

/* The signed-out preview is for shared links only: its own chunk. */
const SignedOutPreview = lazy(
  () => import('@/features/property-details/components/signed-out-preview'),
);

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

/**
 * Property details: the user token or the admin token. Without either, a shared link shows a
 * preview of the listing with Sign in and Sign up instead of the details.
 */
export function RequireUserOrAdmin() {
  const { token } = useUserAuth();
  const { adminToken } = useAdminAuth();
  const { id = '' } = useParams();
  if (!token && !adminToken) return <SignedOutPreview key={id} propertyId={id} />;
  return <Outlet />;
}
