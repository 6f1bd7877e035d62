import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SessionKind } from '@/lib/auth';
import { rememberReturnPath } from '@/lib/return-path';

/**
 * On a sign-in or sign-up screen: keeps the path the visitor was sent here from (the guards'
 * and the sign-in links' `state: { from }`), so signing in as `kind` returns there, even after
 * the verification mail opened a new tab.
 */
export function useKeepReturnPath(kind: SessionKind): void {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  useEffect(() => {
    if (from !== undefined) rememberReturnPath(kind, from);
  }, [kind, from]);
}
