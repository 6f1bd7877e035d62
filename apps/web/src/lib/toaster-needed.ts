import { useSyncExternalStore } from 'react';

/*
 * Whether the page may raise a toast: lib/toast.ts says so when some code that raises toasts
 * loads. The toaster (app/toaster.tsx) comes only then, so a page that never raises one, such
 * as a first visit to home, does not download it.
 */
let needed = false;
const listeners = new Set<() => void>();

export function needToaster(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
}
