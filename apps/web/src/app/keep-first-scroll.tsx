import { useLayoutEffect, useState } from 'react';

/**
 * Keeps where a person has scrolled the server's page before the app took it over. React
 * Router's ScrollRestoration scrolls a first load without a saved position to the top when it
 * mounts, which on a slow phone threw a reader who had scrolled down back up, and moved what they
 * were tapping from under their finger (docs/decisions/0039-first-taps.md). Rendered after
 * ScrollRestoration, so this runs after it, before the browser paints.
 */
export function KeepFirstScroll() {
  // Read while rendering, before ScrollRestoration's layout effect scrolls.
  const [scrolledTo] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY));
  useLayoutEffect(() => {
    if (scrolledTo > 0 && window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo);
  }, [scrolledTo]);
  return null;
}
