import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/*
 * src/web/serving.ts with a server renderer beside the built app (apps/web/dist-server): a
 * stand-in renderer that says what it was given, so these tests see what the plugin hands it
 * and what it does with the answer.
 */

const RENDERER = `
export function createPageRenderer({ template, transport }) {
  return {
    async render(request, headTags) {
      const url = new URL(request.url);
      if (url.pathname === '/boom') throw new Error('render failed');
      if (url.pathname === '/nowhere') return { status: 404, html: 'not found page' };
      if (url.pathname === '/long') return { status: 200, html: '<p>listing</p>'.repeat(2000) };
      const health = await transport('/health', { method: 'GET' });
      return {
        status: 200,
        html: [
          'rendered ' + url.pathname + url.search,
          'cookie=' + (request.headers.get('cookie') ?? ''),
          'authorization=' + (request.headers.get('authorization') ?? ''),
          'health=' + health.status,
          'tags=' + (headTags.includes('og:title') ? 'yes' : 'no'),
          'template=' + template.includes('<!--app-html-->'),
          'tiles=' + (/<meta name="basera-map-tiles" content="([^"]*)"/.exec(template)?.[1] ?? 'none'),
        ].join(' '),
      };
    },
    shell: () => 'the app shell',
  };
}
`;

let t: TestApp;
beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'basera-web-'));
  const dist = path.join(root, 'dist');
  await mkdir(dist);
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--><!--/app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  t = await createTestApp({}, { webDist: dist });
});
afterAll(() => t.close());

it('answers a page with the render, given the address, the cookie and the head tags, never a token', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/search?search=raipur&lang=hi',
    headers: { cookie: 'lang=hi', authorization: 'Bearer secret' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toBe(
    'rendered /search?search=raipur&lang=hi cookie=lang=hi authorization= health=200 tags=yes template=true tiles=https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  );
});

it("keeps the render's status: an unknown path is a 404 page", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/nowhere' });
  expect(res.statusCode).toBe(404);
  expect(res.body).toBe('not found page');
});

it('sends the app shell when rendering fails, never a 500', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/boom' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('the app shell');
});

it('leaves API paths and missing files to their 404, unrendered', async () => {
  for (const url of ['/api/nope', '/assets/index-old999.js']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(404);
    expect(res.body).not.toContain('rendered');
  }
});

it('sends a page compressed to a browser that accepts it', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/long',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.rawPayload.length).toBeLessThan(2000);
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe('<p>listing</p>'.repeat(2000));
});
