import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the first section (in page order) inside a band near the
 * top of the window, or the last one once the page is scrolled to its end (short closing
 * sections never reach the band). Drives the highlight in a table of contents.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);

  useEffect(() => {
    const elements = ids
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (!elements.length || typeof IntersectionObserver === 'undefined') return;

    const visible = new Set<string>();
    const update = () => {
      const root = document.documentElement;
      const atEnd = window.innerHeight + window.scrollY >= root.scrollHeight - 4;
      const current = atEnd ? ids[ids.length - 1] : ids.find((id) => visible.has(id));
      if (current) setActive(current);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        update();
      },
      // From below the sticky header to about a third of the way down the window.
      { rootMargin: '-80px 0px -65% 0px' },
    );
    for (const element of elements) observer.observe(element);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
    };
  }, [ids]);

  return active;
}
