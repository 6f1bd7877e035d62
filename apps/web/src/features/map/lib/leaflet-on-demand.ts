import { useCallback, useEffect, useState } from 'react';
import type * as LeafletApi from 'leaflet';

/** The Leaflet module, as the lazy chunk hands it over. */
export type Leaflet = typeof LeafletApi;

let loading: Promise<Leaflet> | null = null;

/** Fetches Leaflet once; a failed download is tried again on the next call (the network may be back). */
export function loadLeaflet(): Promise<Leaflet> {
  loading ??= import('./leaflet-module').then(
    (module) => module.L,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export type LeafletLoad =
  | { status: 'loading' }
  | { status: 'ready'; leaflet: Leaflet }
  | { status: 'failed'; retry: () => void };

/**
 * Leaflet for a component that shows a map: loading until the chunk arrives (never on the server,
 * where effects do not run), then ready, or failed with a way to try again.
 */
export function useLeaflet(): LeafletLoad {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LeafletLoad>({ status: 'loading' });
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    let live = true;
    loadLeaflet().then(
      (leaflet) => live && setLoad({ status: 'ready', leaflet }),
      (error: unknown) => {
        console.warn('Could not load the map', error);
        if (live) setLoad({ status: 'failed', retry });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, retry]);
  return load;
}
