import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true once the page runs in the browser: for what
 * only the browser can show (a portal into <body>), so the first client render matches the
 * server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
