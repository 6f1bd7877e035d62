import { Workbox } from 'workbox-window';

let registered = false;

/**
 * Registers src/sw/sw.ts (built as /sw.js). When a new deploy's worker is waiting,
 * `onUpdateReady` gets the function that lets it take over and reloads the page once it has
 * (docs/decisions/0018-offline.md: a prompt, never a reload the user did not ask for).
 */
export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): void {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  workbox.register().catch((error: unknown) => {
    // An app without its worker still works online; say why in the console for whoever looks.
    console.warn('The service worker could not be registered:', error);
  });
}
