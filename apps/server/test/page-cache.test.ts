import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { approvedListing, rentListing, signedInOwner } from './fixtures';
import { adminEnv, signedInAdmin, signedInUser } from './support';

/*
 * Signed-out pages served from the public cache (src/web/signed-out-pages.ts), with a stand-in
 * renderer that numbers its renders: a page asked again is not rendered again until a write
 * clears the public answers; the key is everything a render is given (address, language
 * cookie); only whole pages are kept; one render at a time per page; and a client past its
 * share of renders gets the app shell, not an error.
 */

const RENDERER = `
let renders = 0;
export function createPageRenderer() {
  return {
    async render(request, headTags) {
      const url = new URL(request.url);
      const n = ++renders;
      if (url.pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
      if (url.pathname === '/boom') throw new Error('render failed');
      const cookie = request.headers.get('cookie') ?? '';
      const status = url.pathname === '/nowhere' ? 404 : url.pathname === '/down' ? 503 : 200;
      return { status, html: 'page ' + url.pathname + url.search + ' cookie=' + cookie + ' render ' + n };
    },
    shell: () => 'the app shell',
  };
}
`;

async function standInWeb(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'basera-web-'));
  const dist = path.join(root, 'dist');
  await mkdir(dist);
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--><!--/app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  return dist;
}

/** The number the stand-in gave the render that made this page. */
const renderOf = (body: string) => Number(/ render (\d+)$/.exec(body)?.[1]);

describe('signed-out pages from the cache', () => {
  let t: TestApp;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(adminEnv, { webDist: await standInWeb() });
  });
  afterAll(() => t.close());

  it('renders a page once and serves it again from memory, to anyone, token or not', async () => {
    const first = await page('/about');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    const reader = await signedInUser(t);
    for (const headers of [{}, reader.headers, { authorization: 'Bearer forged' }]) {
      const again = await page('/about', headers);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a kept page compressed as it was kept to a browser that takes brotli, whole to others', async () => {
    const first = await page('/contact');
    const kept = await page('/contact', { 'accept-encoding': 'gzip, deflate, br' });
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers['content-type']).toContain('text/html');
    expect(kept.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(first.body);
    const plain = await page('/contact', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first.body);
    const refused = await page('/contact', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).not.toBe('br');
  });

  it('renders anew after a write that changes what the public sees', async () => {
    const admin = await signedInAdmin(t);
    const before = renderOf((await page('/')).body);
    expect(renderOf((await page('/')).body)).toBe(before);
    // A testimonial is on the home page.
    const added = await t.app.inject({
      method: 'POST',
      url: '/admin/addTestimonial',
      headers: admin.headers,
      payload: { name: 'Neha Gupta', review: 'Found a flat in a week.', rating: 5 },
    });
    expect(added.statusCode).toBe(201);
    const after = renderOf((await page('/')).body);
    expect(after).toBeGreaterThan(before);

    // A review is on its listing's page; an approval changes the lists.
    const owner = await signedInOwner(t);
    const listing = await approvedListing(t, owner, admin, rentListing);
    const details = `/propertyDetails/user/${listing}`;
    const shown = renderOf((await page(details)).body);
    expect(renderOf((await page(details)).body)).toBe(shown);
    const reader = await signedInUser(t);
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/user/property/review/${reader.userId}/${listing}`,
      headers: reader.headers,
      payload: { review: 'Quiet lane, helpful owner.' },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(renderOf((await page(details)).body)).toBeGreaterThan(shown);
  });

  it('keeps one page per address and language cookie, whatever other cookies come along', async () => {
    const plain = await page('/search?search=flat');
    const hindi = await page('/search?search=flat', { cookie: 'theme=dark; lang=hi' });
    const otherQuery = await page('/search?search=flats');
    expect(new Set([plain.body, hindi.body, otherQuery.body]).size).toBe(3);
    expect(hindi.body).toContain('cookie=lang=hi ');
    expect((await page('/search?search=flat', { cookie: 'lang=hi' })).body).toBe(hindi.body);
    expect((await page('/search?search=flat', { cookie: 'session=x' })).body).toBe(plain.body);
    // The renderer reads the language cookie only.
    expect(hindi.body).not.toContain('theme');
  });

  it('keeps only whole pages: a 404, a failed read and a failed render are made again', async () => {
    for (const url of ['/nowhere', '/down']) {
      const first = await page(url);
      const second = await page(url);
      expect(first.statusCode).toBe(url === '/nowhere' ? 404 : 503);
      expect(renderOf(second.body)).toBeGreaterThan(renderOf(first.body));
    }
    const failed = await page('/boom');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe('the app shell');
    const working = await page('/about?after=boom');
    expect(renderOf(working.body)).toBeGreaterThan(0);
  });

  it('renders a page once for everyone who asks for it at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => page('/slow?x=1')));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });
});

describe('renders per client', () => {
  let t: TestApp;
  const from = (remoteAddress: string, url: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({}, { webDist: await standInWeb(), rateLimits: { renderPerIp: 3 } });
  });
  afterAll(() => t.close());

  it('past its share a client gets the app shell, a page kept already still, and others are rendered', async () => {
    for (const url of ['/a', '/b', '/c']) {
      expect(renderOf((await from('203.0.113.7', url)).body), url).toBeGreaterThan(0);
    }
    const limited = await from('203.0.113.7', '/d');
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toBe('the app shell');
    // A page in the cache costs no render: served as it is.
    expect(renderOf((await from('203.0.113.7', '/a')).body)).toBeGreaterThan(0);
    // Another network is counted apart, and its render is then kept for everyone.
    const other = await from('198.51.100.20', '/d');
    expect(renderOf(other.body)).toBeGreaterThan(0);
    expect((await from('203.0.113.7', '/d')).body).toBe(other.body);
    // The API is not a page: not limited by renders.
    expect((await from('203.0.113.7', '/health')).statusCode).toBe(200);
  });
});
