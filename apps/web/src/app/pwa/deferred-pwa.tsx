import { lazy, Suspense, useEffect, useState } from 'react';
import { holdInstallOffer } from './install-event';

/* Registering the service worker and the install prompt wait until the page is idle. */
const PwaExtras = lazy(() => import('./pwa-extras'));

/** Runs `run` once the page has loaded and the browser is idle; returns a cancel. */
function afterLoadWhenIdle(run: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 5_000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 1_000);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancel();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancel();
  };
}

/**
 * The installable, offline app's pieces (docs/architecture.md §10), kept out of the first-load
 * script: only this and the install offer's holder are in it.
 */
export function DeferredPwa() {
  const [ready, setReady] = useState(false);
  useEffect(holdInstallOffer, []);
  useEffect(() => afterLoadWhenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PwaExtras />
    </Suspense>
  );
}
