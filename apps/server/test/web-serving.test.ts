import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'basera-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Basera</title>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({}, { webDist: dist });
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
