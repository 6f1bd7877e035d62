import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/*
 * The web app's server renderer (apps/web/src/entry-server.tsx, built to apps/web/dist-server).
 * Pages are rendered by the same components as in the browser; the reads they make while
 * rendering are answered by this server's own routes, in-process.
 */

export type RenderedPage = { status: number; html: string };
export type PageRenderer = {
  /** The page, given its head tags (web/share-tags.ts). */
  render: (request: Request, headTags: string) => Promise<RenderedPage>;
  /** The app shell with those head tags: the browser renders the page. */
  shell: (headTags: string) => string;
};

type RendererModule = {
  createPageRenderer: (options: {
    template: string;
    transport: (path: string, init: RequestInit) => Promise<Response>;
  }) => PageRenderer;
};

/**
 * The built renderer next to the built app, or null when the app was built without it.
 * `template` is the built index.html as every page is sent (with the server's own head tags).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDist: string,
  template: string,
): Promise<PageRenderer | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return module.createPageRenderer({ template, transport: (url, init) => inject(app, url, init) });
}

/** A fetch answered by light-my-request: no socket, no second trip through the network. */
async function inject(app: FastifyInstance, url: string, init: RequestInit): Promise<Response> {
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: Object.fromEntries(new Headers(init.headers)),
    ...(typeof init.body === 'string' && { payload: init.body }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
}
