import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

type Action = (carousel: EmblaCarouselType) => void;

/**
 * Embla on a carousel whose first slide is already shown by the server's HTML: the library is
 * fetched only when the carousel is first asked to move (a control, a swipe, the first automatic
 * turn), so a first visit does not download it before it is needed. `run` performs a move at once
 * when Embla is there, else as soon as it has loaded.
 */
export function useEmblaOnDemand(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType | null>(null);
  const [wanted, setWanted] = useState(false);
  const pending = useRef<Action | null>(null);
  const { loop, duration } = options;

  useEffect(() => {
    if (!wanted || !viewport) return;
    let cancelled = false;
    let created: EmblaCarouselType | null = null;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        created = EmblaCarousel(viewport, { loop, duration });
        pending.current?.(created);
        pending.current = null;
        setCarousel(created);
      },
      (error: unknown) => console.warn('The carousel could not load', error),
    );
    return () => {
      cancelled = true;
      created?.destroy();
      setCarousel(null);
    };
  }, [wanted, viewport, loop, duration]);

  const run = useCallback(
    (action: Action) => {
      if (carousel) return action(carousel);
      pending.current = action;
      setWanted(true);
    },
    [carousel],
  );
  /** Fetches Embla ahead of a likely move (a pointer over the carousel, a finger on it). */
  const prepare = useCallback(() => setWanted(true), []);

  return { viewportRef: setViewport, carousel, run, prepare };
}
