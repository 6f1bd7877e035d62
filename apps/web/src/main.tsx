import './styles.css';
import { holdEarlyTaps } from '@/app/early-taps';

/**
 * The page's one static script, kept tiny: the browser paints the server's HTML first, then
 * this fetches and starts the app (src/app/start.tsx). Were the app's scripts in the HTML, a
 * phone on a slow link would share its bandwidth between them and the page's own HTML and
 * styles, and run them before the first paint; the page is readable and its links work
 * without them (docs/decisions/0022-paint-before-the-app-starts.md).
 */
function afterFirstPaint(): Promise<void> {
  // The app shell (a page that depends on who is signed in) has nothing to paint before the app.
  if (!document.getElementById('root')?.firstElementChild) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    // A hidden tab paints nothing: start anyway.
    const fallback = setTimeout(done, 1000);
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

// Until React has the page, a tap on a button is held for it (app/early-taps.ts).
holdEarlyTaps();

void afterFirstPaint()
  .then(() => import('@/app/start'))
  .then(({ start }) => start());
