import { useEffect, useState } from 'react';

/**
 * A module fetched the first time a component needs it, then kept: overlays (popovers, sheets,
 * dialogs) bring radix and its positioning code, which a first visit does not need until one
 * opens. `prepare` starts the download early, e.g. when a pointer rests on the opening button.
 */
export function codeOnDemand<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;

  const fetchCode = () => {
    loading ??= load().then(
      (code) => (loaded = code),
      (error: unknown) => {
        loading = null; // a later attempt tries again (the network may be back)
        throw error;
      },
    );
    return loading;
  };

  /** The module once `needed` has been true, else null (as on the server and before hydration). */
  function useCode(needed: boolean): T | null {
    const [code, setCode] = useState<T | null>(loaded);
    useEffect(() => {
      if (code || !needed) return;
      let live = true;
      fetchCode().then(
        (fetched) => live && setCode(() => fetched),
        (error: unknown) => console.warn('Could not load this part of the page', error),
      );
      return () => {
        live = false;
      };
    }, [code, needed]);
    return code;
  }

  return { useCode, prepare: () => void fetchCode().catch(() => undefined) };
}
