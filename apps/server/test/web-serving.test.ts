import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

const SCRIPT = 'console.log("a listing");\n'.repeat(200);

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'basera-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>Basera</title></head>',
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'big-abc123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(SCRIPT));
  t = await createTestApp(
    { MAP_TILE_URL: 'https://tiles.example.in/osm/{z}/{x}/{y}.png' },
    { webDist: dist },
  );
});
afterAll(() => t.close());

it('serves client-side routes with index.html, not cached', async () => {
  for (const url of [
    '/',
    '/signIn',
    '/adminDashboard',
    '/ownerDashboard',
    '/propertyDetails/user/x',
    '/PrivacyPolicy',
  ]) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body).toContain('<title>Basera</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

it('sends a page form the browser posted by itself (the app not running) back to its page, unread', async () => {
  for (const [url, type, payload] of [
    ['/signIn', 'application/x-www-form-urlencoded', 'userMail=a%40b.in&userPassword=Secret%401a'],
    ['/signup?from=x', 'application/x-www-form-urlencoded', 'setPassword=Secret%401a'],
    ['/contact', 'text/plain', 'message=hello'],
    ['/propertyDetails/user/x', 'application/x-www-form-urlencoded', 'review=Nice+place+to+stay'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode, url).toBe(303);
    expect(res.headers.location, url).toBe(url);
    expect(res.body, url).toBe('');
  }
  // API paths and files keep their answers: no route of the API takes a form body.
  const api = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'userMail=a',
  });
  expect(api.statusCode).toBe(415);
  const missing = await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
  expect(missing.statusCode).toBe(404);
});

it('serves hashed assets with a one-year immutable cache', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('immutable');
});

it('answers 404 for a missing file and for API paths, never the app’s HTML', async () => {
  for (const url of [
    '/assets/index-old999.js',
    '/favicon.ico',
    '/api/nope',
    '/admin/nope',
    '/uploads/x/y/z.jpg',
  ]) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url} ${res.body.slice(0, 80)}`).toBe(404);
    expect(res.body).not.toContain('<title>');
  }
});

it('sends the brotli file the build wrote beside an asset to a browser that accepts it', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/assets/big-abc123.js',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  const plain = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

it('sends assets without the headers only a page reads, keeping the ones that guard files', async () => {
  const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
  expect(asset.headers['content-security-policy']).toBeUndefined();
  expect(asset.headers['x-frame-options']).toBeUndefined();
  expect(asset.headers['x-content-type-options']).toBe('nosniff');
  expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
  const page = await t.app.inject({ method: 'GET', url: '/' });
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
});

it("lets pages show the map's tiles from MAP_TILE_URL's origin alone, and tells them the template", async () => {
  const page = await t.app.inject({ method: 'GET', url: '/search?view=map' });
  const imgSrc = /img-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
  expect(imgSrc?.split(' ')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.example.in']);
  expect(page.body).toContain(
    '<meta name="basera-map-tiles" content="https://tiles.example.in/osm/{z}/{x}/{y}.png" />',
  );
});
