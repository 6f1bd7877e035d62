/*
 * The browser's offer to install (`beforeinstallprompt`), held from the first moments of the
 * page: it may come before the install prompt's own code has loaded (src/app/pwa/pwa-extras.tsx).
 * Holding it also keeps the browser's own banner away; ours asks at a better moment.
 */

export type InstallOffer = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Starts listening; returns the function that stops. Call from an effect. */
export function holdInstallOffer(): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    offer = event as InstallOffer;
    notify();
  };
  const onInstalled = () => {
    offer = null;
    notify();
  };
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

export function currentInstallOffer(): InstallOffer | null {
  return offer;
}

/** An offer can be used once: after prompt() the browser makes a new one if it wants to. */
export function spendInstallOffer(): void {
  offer = null;
  notify();
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
