import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the screen, once: true from then on. What is
 * below the fold (a listing's map, its neighbours) is fetched as the reader scrolls towards it,
 * not for every page view.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    watcher.observe(target);
    return () => watcher.disconnect();
  }, [element, margin, near]);
  return near;
}
