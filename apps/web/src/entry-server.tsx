import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { pageRendering } from '@/app/route-handle';
import { routes } from '@/app/router';
import { createI18n } from '@/i18n/create-i18n';
import { languageFromCookieHeader, LANG_PARAM, pickLanguage, type Language } from '@/i18n/language';
import { setApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { prefetchPageData, statusOfReads } from '@/ssr/page-data';
import { hasPageMarkers, pageDocument } from '@/ssr/document';
import { renderToHtml } from '@/ssr/render-to-html';
import { splitHoistedHead } from '@/ssr/split-head';
import { NamespaceMemory, translationsToInline } from '@/ssr/translations';

/*
 * The server's half of the app (docs/decisions/0021-server-rendering.md): the same routes and
 * components as the browser, rendered to HTML with the first page of data and the words of
 * the visitor's language already in it. The API server imports the built file
 * (dist-server/entry-server.js) and calls render for every page request.
 */

export type ApiTransport = Parameters<typeof setApiTransport>[0];

/** A page to send: its status and the whole document. */
export type RenderedPage = { status: number; html: string };

const handler = createStaticHandler(routes);

/** No page waits longer than this for its code and words: else the browser renders it. */
const RENDER_TIMEOUT_MS = 5_000;

/** The language of a request: its `lang` parameter, then its `lang` cookie, then English. */
export function requestLanguage(request: Request): Language {
  return pickLanguage({
    param: new URL(request.url).searchParams.get(LANG_PARAM),
    cookie: languageFromCookieHeader(request.headers.get('cookie')),
  });
}

/**
 * template: the built index.html. transport: how reads made while rendering reach the API (the
 * server's own routes, in-process; no token is ever sent, a render is what anyone would see).
 */
export function createPageRenderer(options: { template: string; transport: ApiTransport }) {
  if (!hasPageMarkers(options.template)) throw new Error('index.html has no render markers');
  setApiTransport(options.transport);
  const namespaces = new NamespaceMemory();

  /** The app shell in a language: the browser renders the page. */
  const shell = (headTags: string, language: Language = 'en') =>
    pageDocument(options.template, { headTags, head: '', body: '', state: null, language });

  /**
   * The page for a GET request, with the server's head tags for it (title, description, link
   * previews). A page that depends on who is signed in is the app shell, but for a listing's
   * details, rendered as a signed-out visitor sees them.
   */
  async function render(request: Request, headTags: string): Promise<RenderedPage> {
    const language = requestLanguage(request);
    const context = await handler.query(request);
    // No route has a loader, so the handler never answers with a redirect of its own.
    if (context instanceof Response) return { status: 200, html: shell(headTags, language) };
    const rendering = pageRendering(context.matches.map((match) => match.route.handle));
    if (rendering === 'client') return { status: 200, html: shell(headTags, language) };

    const screen = context.matches.at(-1)?.route.id ?? '';
    const queryClient = createQueryClient({ onServer: true });
    const [i18n] = await Promise.all([
      // The words this screen used last time, so that rendering rarely has to wait for them.
      createI18n(language).then(async (instance) => {
        await instance.loadNamespaces(namespaces.of(screen));
        return instance;
      }),
      prefetchPageData(queryClient, context.matches, new URL(request.url)),
    ]);
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = await renderToHtml(
      () => (
        <StrictMode>
          <AppProviders i18n={i18n} queryClient={queryClient}>
            {/* hydrate={false}: no route has a loader, so the router has no data to hand over. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>
      ),
      RENDER_TIMEOUT_MS,
    );
    if (markup === null) return { status: 200, html: shell(headTags, language) };
    const translations = translationsToInline(i18n, language);
    namespaces.remember(screen, Object.keys(translations[language] ?? {}));
    const { head, body } = splitHoistedHead(markup);
    const state = {
      queries: dehydrate(queryClient),
      language,
      translations,
      signedOutOnly: rendering === 'signedOut',
    };
    // The catch-all route renders 'Page not found', and a listing that is gone says so: tell
    // crawlers and link checkers too.
    const status =
      context.matches.at(-1)?.route.path === '*'
        ? 404
        : (statusOfReads(queryClient) ?? context.statusCode);
    queryClient.clear();
    return {
      status,
      html: pageDocument(options.template, { headTags, head, body, state, language }),
    };
  }

  return { render, shell };
}
