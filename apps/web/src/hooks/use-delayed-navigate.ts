import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type To } from 'react-router';

/**
 * navigate() after a delay (docs/product.md §9: 1 s after sign-in and password flows). The timer is
 * dropped if the screen goes away first, so a user who already clicked elsewhere stays there.
 */
export function useDelayedNavigate(): (to: To, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (to: To, delayMs: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to), delayMs);
    },
    [navigate],
  );
}
