import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * The OpenAPI document is made from the routes' own schemas; docs/api.md is written by hand
 * for people, and is held to the document here so that neither can drift.
 */
let t: TestApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

/** `/api/property/{id}` and `/api/property/{anything}` are the same operation. */
const normalise = (method: string, route: string) =>
  `${method.toUpperCase()} ${route
    .split('?')[0]!
    .replace(/\{[^}]+\}/g, '{}')
    .toLowerCase()}`;

const operations = () =>
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => ({ key: normalise(method, route), route, method })),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every API route, each with its success and error answers', () => {
    const apiRoutes = t.app.registeredRoutes.filter(
      (r) =>
        !r.url.startsWith('/api/docs') &&
        !r.url.startsWith('/uploads') &&
        r.url !== '/api/openapi.json',
    );
    const documented = new Set(operations().map((o) => o.key));
    for (const route of apiRoutes) {
      const key = normalise(route.method, route.url.replace(/:([A-Za-z]+)/g, '{$1}'));
      expect(documented.has(key), key).toBe(true);
    }
    for (const { route, method } of operations()) {
      const codes = Object.keys(document.paths[route]![method]!.responses ?? {});
      expect(
        codes.some((code) => code.startsWith('2')),
        `${method} ${route}`,
      ).toBe(true);
      expect(codes, `${method} ${route}`).toContain('4XX');
    }
  });

  it('is served as a readable page at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

describe('docs/api.md', () => {
  it('lists exactly the operations of the document', async () => {
    const text = await readFile(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
    const listed = new Set(
      [...text.matchAll(/^\| (GET|POST|PUT|DELETE) (\/\S+)/gm)].map(([, method, route]) =>
        normalise(method!, route!),
      ),
    );
    const served = new Set(operations().map((o) => o.key));
    expect(
      [...served].filter((key) => !listed.has(key)),
      'missing from docs/api.md',
    ).toEqual([]);
    expect(
      [...listed].filter((key) => !served.has(key)),
      'in docs/api.md but not served',
    ).toEqual([]);
  });
});
