import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { releaseEarlyTaps } from '@/app/early-taps';
import { loadScreensOf } from '@/app/load-screens';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { startLanguage } from '@/i18n/browser-language';
import { createI18n } from '@/i18n/create-i18n';
import { getAdminAuth, getUserAuth } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { forgetServerAnswers, keepServerAnswers } from '@/lib/server-answers';
import { readServerState, takesOverServerHtml } from '@/ssr/server-state';

/**
 * Marks <html data-hydrated> once the page is live: the server's HTML taken over, or the shell
 * rendered. A tap before then was held (app/early-taps.ts) and is given back now; most e2e tests
 * wait for the mark.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    // In a task of its own: React hydrates the tapped part for a click only outside its own
    // work, and an effect runs inside it (the click was lost).
    setTimeout(releaseEarlyTaps, 0);
  }, []);
  return null;
}

function hasSession(): boolean {
  return Boolean(getUserAuth().token ?? getAdminAuth().adminToken);
}

/**
 * Starts the app on the page src/main.tsx loaded it into: takes over the server's HTML
 * (hydration) or renders the app shell.
 */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // A page the server rendered brings the answers, the language and the words it was rendered
  // with: the first render here uses them, so it matches the server's HTML and waits for
  // nothing. The app shell (guarded pages, the service worker's offline copy) has none.
  const serverState = readServerState(document);
  const chosen = startLanguage();
  const takeOver = takesOverServerHtml(serverState, hasSession());
  const language = takeOver ? serverState.language : chosen;
  document.documentElement.lang = language;
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState.queries);
  if (takeOver) keepServerAnswers(serverState.queries);
  const [i18n, screensLoaded] = await Promise.all([
    createI18n(language, serverState?.translations),
    loadScreensOf(routes, window.location).then(
      () => true,
      () => false,
    ),
  ]);
  const router = createBrowserRouter(routes);
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === 'default') return;
    forgetServerAnswers();
    stopWatching();
  });

  // The server picks the language from the address and the cookie; this device may remember
  // another choice (its cookie gone): the providers switch to it once the page is live.
  const app = (
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient} switchTo={chosen}>
        <RouterProvider
          router={router}
          onError={(error, { pattern }) => console.warn(`Error on route ${pattern}:`, error)}
        />
        <MarkHydrated />
      </AppProviders>
    </StrictMode>
  );

  const options: RootOptions = {
    // Every error boundary here is React Router's, which shows the fallback screen and reports
    // through onError above; React's own report would repeat it.
    onCaughtError: () => undefined,
  };
  // A screen whose code would not load (a release replaced it, the network dropped) cannot
  // take the server's HTML over: render afresh, and the router shows its error screen, with
  // Reload, as for any screen that fails to load.
  // As a transition, the take-over yields to the browser every few milliseconds instead of
  // holding a phone's main thread for the whole page.
  // A tap held while the app was loading goes to React once it has the page (MarkHydrated); a
  // page rendered afresh has replaced what was tapped.
  if (takeOver && screensLoaded) startTransition(() => void hydrateRoot(container, app, options));
  else createRoot(container, options).render(app);
}
