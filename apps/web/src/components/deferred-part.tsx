import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

type Box = RefObject<HTMLDivElement | null>;

/** What can be tapped: a tap on one of these before the part is live is kept and replayed. */
const TAPPABLE = 'a[href], button, [role="button"], summary, label, input, select, textarea';

/** The element a reader tapped in a part that was not live yet, per part. */
const pendingTaps = new WeakMap<HTMLElement, HTMLElement>();
/** How to ask for each waiting part's code. */
const releases = new WeakMap<HTMLElement, () => void>();

function isLive(node: HTMLElement): boolean {
  return node.getAttribute('data-deferred-part') === 'live';
}

/**
 * Keeps a tap on a part that is not live yet. It listens on the document, before React's own
 * listener at the root, which stops a click aimed at a part it has not taken over.
 */
function keepTap(event: MouseEvent) {
  // A link opened in a new tab or window is the browser's business, live or not.
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return;
  const target = event.target instanceof Element ? event.target : null;
  const part = target?.closest<HTMLElement>('[data-deferred-part]');
  const tapped = target?.closest(TAPPABLE);
  if (!part || isLive(part) || !(tapped instanceof HTMLElement) || !part.contains(tapped)) return;
  event.preventDefault();
  event.stopPropagation();
  pendingTaps.set(part, tapped);
  releases.get(part)?.();
}

let keepingTaps = false;
function startKeepingTaps() {
  if (keepingTaps) return;
  keepingTaps = true;
  document.addEventListener('click', keepTap, true);
}

/**
 * A part of a server-rendered page below the fold (the home list, the footer) whose code the
 * browser fetches only when it is needed: when the part enters the viewport, or the reader
 * touches or focuses it. Until then React leaves the server's HTML of the part as it is (a
 * dehydrated Suspense boundary): it shows as the server wrote it. A first visit thus downloads
 * and runs the code of what it sees, not of the whole page
 * (docs/decisions/0022-paint-before-the-app-starts.md).
 *
 * A tap before the part is live is not lost: it fetches the code, and once the part is taken
 * over the same element is clicked again (React would otherwise drop it).
 *
 * On the server, and in the browser for a part mounted after the page went live (a later
 * navigation), the part loads at once. The wrapper marks `data-deferred-part="live"` once the
 * part has been taken over, for whoever needs to know (the e2e tests wait for it).
 *
 * A dehydrated boundary that receives new props is rendered afresh (its HTML dropped until its
 * code arrives), so the wrapper is memoised: give a deferred part props that stay the same.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let release: () => void = () => undefined;
  const needed = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Part = lazy(async () => {
    if (typeof document !== 'undefined') await needed;
    return { default: await load() };
  });

  /** Releases the part when it is needed: at once if mounted after the page went live. */
  function ReleaseWhenNeeded({ box }: { box: Box }) {
    const live = useHydrated();
    const [mountedLive] = useState(live);
    useEffect(() => {
      const node = box.current;
      if (mountedLive || !node) return release();
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      });
      observer.observe(node);
      node.addEventListener('pointerdown', release);
      node.addEventListener('focusin', release);
      releases.set(node, release);
      startKeepingTaps();
      return () => {
        observer.disconnect();
        node.removeEventListener('pointerdown', release);
        node.removeEventListener('focusin', release);
        releases.delete(node);
      };
    }, [box, mountedLive]);
    return null;
  }

  function MarkLive({ box }: { box: Box }) {
    useEffect(() => {
      const node = box.current;
      if (!node) return;
      node.setAttribute('data-deferred-part', 'live');
      const tapped = pendingTaps.get(node);
      pendingTaps.delete(node);
      if (tapped?.isConnected) tapped.click();
    }, [box]);
    return null;
  }

  return memo(function DeferredPart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    return (
      <div ref={box} data-deferred-part="">
        <ReleaseWhenNeeded box={box} />
        <Suspense fallback={null}>
          <Part {...props} />
          <MarkLive box={box} />
        </Suspense>
      </div>
    );
  });
}
