import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { adminEnv, signedInAdmin, signedInUser } from './support';

/**
 * The OpenAPI document is made from the routes' own schemas; docs/api.md is written by hand
 * for people, and is held to the document here so that neither can drift.
 */
let t: TestApp;
let document: {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, unknown>; security?: Record<string, string[]>[] }>
  >;
};
beforeAll(async () => {
  t = await createTestApp(adminEnv);
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

  it('says which operations need a token, and of which role, as the server answers', async () => {
    const tokens = {
      user: (await signedInUser(t)).headers,
      admin: (await signedInAdmin(t)).headers,
    };
    const wrong: string[] = [];
    for (const { route, method } of operations()) {
      const name = `${method.toUpperCase()} ${route}`;
      const security = document.paths[route]![method]!.security;
      const required = !!security?.length && security.every((r) => Object.keys(r).length > 0);
      const roles = new Set((security ?? []).flatMap((requirement) => requirement.bearer ?? []));
      // Any id in the path: the guards answer before anything reads it.
      const url = route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const ask = (headers = {}) =>
        t.app.inject({ method: method.toUpperCase() as 'GET', url, headers });
      const anonymous = await ask();
      if ((anonymous.statusCode === 401) !== required)
        wrong.push(
          `${name}: ${anonymous.statusCode} without a token, security ${JSON.stringify(security)}`,
        );
      if (!required) continue;
      for (const role of ['user', 'admin'] as const) {
        const answer = await ask(tokens[role]);
        // A role the document leaves out is turned away; one it names gets past the guard
        // (a later 403 may still say the thing is not the caller's).
        const turnedAway = roles.has(role) ? answer.statusCode === 401 : answer.statusCode !== 403;
        if (turnedAway)
          wrong.push(
            `${name}: ${answer.statusCode} with a ${role} token, security ${JSON.stringify(security)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
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
