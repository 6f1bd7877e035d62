import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clearToken, type SessionKind } from '@/lib/auth';

const DESTINATION: Record<SessionKind, string> = { user: '/', admin: '/adminSignIn' };

/**
 * Log Out (docs/product.md §2): the user goes to '/', the admin to /adminSignIn; the token and what was
 * loaded with it are dropped (the queries here; clearToken empties the service worker's caches). Navigating first keeps a route guard on the current screen from
 * sending the user to a sign-in page on the way out.
 */
export function useSignOut(kind: SessionKind = 'user'): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void Promise.resolve(navigate(DESTINATION[kind])).then(() => {
      clearToken(kind);
      queryClient.clear();
    });
  }, [kind, navigate, queryClient]);
}
