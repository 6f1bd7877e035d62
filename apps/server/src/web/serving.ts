import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import { API_MSG, MAP_TILES_META_NAME } from '@basera/contract';
import { loadPageRenderer } from './page-renderer';
import { createSignedOutPages } from './signed-out-pages';
import type { ImageStorage } from '../storage/storage';
import { isApiPath } from '../lib/api-paths';
import { serveUploads } from './uploads';
import { escapeHtml } from './share-tags';

/**
 * Security headers that only a page reads (its policy, framing, opener, referrer): a script or
 * a stylesheet under /assets/ goes without them, about 650 bytes less on each of the dozen
 * files a first visit loads. nosniff and the resource policy stay, as they guard files too.
 * sw.js is not under /assets/: the worker keeps its content security policy.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Every page tells the map where its tiles come from (MAP_TILE_URL), before the head ends. */
export function withMapTiles(template: string, mapTileUrl: string): string {
  const tag = `<meta name="${MAP_TILES_META_NAME}" content="${escapeHtml(mapTileUrl)}" />`;
  return template.replace('</head>', () => `    ${tag}\n  </head>`);
}

/** Encodings a page may go out in, by preference: a kept page's brotli copy when br wins. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];

/**
 * Serves uploaded images and the built web app on the API's origin. Pages are rendered on the
 * server (web/page-renderer.ts) when the app was built with its renderer, else every page is
 * index.html; either way the head carries the page's link-preview tags (web/share-tags.ts). API
 * paths answer a JSON 404 instead.
 */
export async function useWebAndUploads(
  app: FastifyInstance,
  options: {
    webDist?: string;
    uploadsDir: string;
    storage: ImageStorage;
    s3PublicUrl?: string;
    /** The map's tile address template, read by the web app from a meta tag (map-tiles.ts). */
    mapTileUrl: string;
    /** The head tags of a page: its title, description and link-preview tags. */
    headTags: (pathname: string) => Promise<string>;
  },
) {
  await serveUploads(app, {
    uploadsDir: options.uploadsDir,
    storage: options.storage,
    publicUrl: options.s3PublicUrl,
  });

  const webDist =
    options.webDist && existsSync(`${options.webDist}/index.html`) ? options.webDist : undefined;
  if (webDist) {
    await app.register(async (files) => {
      files.addHook('onSend', async (request, reply) => {
        if (request.url.startsWith('/assets/')) {
          for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
        }
      });
      await files.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        dotfiles: 'deny', // .vite/manifest.json is a build artefact, not for browsers
        // The build writes brotli (quality 11) and gzip beside each text file (vite.config.ts).
        preCompressed: true,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes('/assets/');
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  }

  // Loaded beside the start-up rather than before it (a few seconds of imports): the server
  // answers its API and health check at once, and the first pages wait for the renderer.
  const template = webDist
    ? withMapTiles(await readFile(path.join(webDist, 'index.html'), 'utf8'), options.mapTileUrl)
    : '';
  const rendererReady = webDist
    ? loadPageRenderer(app, webDist, template).catch((error: unknown) => {
        app.log.error({ err: error }, 'the server renderer did not load: pages are the app shell');
        return null;
      })
    : Promise.resolve(null);

  // Pages are a route of their own rather than the not-found handler: routes get the
  // compression of @fastify/compress (a rendered page is ~150 kB of HTML, ~20 kB compressed),
  // the not-found handler does not. Files and API paths it catches are the 404 below.
  if (webDist) {
    const pageFor = createSignedOutPages({
      template,
      renderer: rendererReady,
      headTags: options.headTags,
      store: app.publicCache.pages,
      mayRender: app.mayRender,
      log: app.log,
    });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (isApiPath(request.url) || isFilePath(pathname)) return reply.callNotFound();
      const page = await pageFor(request);
      reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      // A kept page goes out as compressed when it was kept, to whoever takes brotli; any other
      // answer is compressed by @fastify/compress, which leaves an encoded one alone.
      if (page.brotli && negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) === 'br') {
        return reply.header('content-encoding', 'br').send(page.brotli);
      }
      return reply.send(page.html);
    });
  }

  // A page's form sent by the browser itself, the app's scripts having failed (every form of
  // the app says method="post", so its fields never go in the address): the page again, its
  // fields unread. In a scope of its own, so no API route starts taking form bodies.
  if (webDist) {
    await app.register(async (pages) => {
      pages.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
        (_request, payload, done) => {
          payload.resume();
          payload.on('end', () => done(null, undefined));
          payload.on('error', done);
        },
      );
      pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
        const pathname = request.url.split('?')[0]!;
        if (isApiPath(request.url) || isFilePath(pathname)) return reply.callNotFound();
        return reply.code(303).header('location', request.url).send();
      });
    });
  }

  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ error: API_MSG.routeNotFound }),
  );
}

/** A missing file (an old /assets/x.js after a deploy) is a 404, never the app's HTML. */
function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname);
}
