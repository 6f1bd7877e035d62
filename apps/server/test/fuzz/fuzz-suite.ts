import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/app';
import { createTestApp, type TestApp } from '../harness';
import { ATTACKER_TOKENS, requestsFor, send, type FuzzRequest, type TokenKind } from './requests';
import { buildWorld, protectedData, WORLD_ENV, type World } from './world';

/**
 * Property-based fuzzing of every route the app registers (FUZZ_RUNS requests each: 1,000 on each
 * database in `npm test`, 2,000 in all, each run with a seed of its own that scripts/test.sh
 * prints; 10,000 in `npm run fuzz`). Every answer is below 500 and carries no stack
 * trace. First the attackers' turn (no token, broken tokens, a plain user, another owner):
 * after each route the victim's data must be exactly as it was. Then the admin's turn, with a
 * quarter as many requests, where only the first two rules hold (an admin may change things).
 *
 * The routes are dealt out to FUZZ_PARTS test files (fuzz-1-of-2.test.ts, …), each with its own
 * app and world, so that the test workers share the work instead of one of them doing it all.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const ADMIN_RUNS = Math.ceil(RUNS / 4);

/** Routes are read from an app, so that each one gets a test of its own. */
async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const probe = await createTestApp(WORLD_ENV);
  const routes = [...probe.app.registeredRoutes];
  await probe.close();
  return routes;
}

const LEAKS = /\n\s+at |node_modules|\/work\/|\.[cm]?[jt]s:\d+|\bError: |stack/;

/**
 * Fuzzes every `parts`-th route starting at `part` (1-based): the part of one test file. Its app,
 * world and counts belong to the calling file: test files may share this module.
 */
export async function fuzzPart(part: number, parts: number): Promise<void> {
  const ROUTES = (await registeredRoutes()).filter((_, index) => index % parts === part - 1);
  let t: TestApp;
  let w: World;
  const counts = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    t = await createTestApp(WORLD_ENV);
    w = await buildWorld(t);
  }, 120_000);

  afterAll(async () => {
    console.log(report(counts));
    await t?.close();
  });

  async function fuzz(route: RegisteredRoute, tokens: TokenKind[], runs: number) {
    const name = `${route.method} ${route.url}`;
    const byStatus = counts.get(name) ?? new Map<number, number>();
    counts.set(name, byStatus);
    await fc.assert(
      fc.asyncProperty(requestsFor(route, w, tokens), async (request: FuzzRequest) => {
        const res = await send(t.app, w, request);
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        const shown = `${request.method} ${request.url} as ${request.token}: ${res.body.slice(0, 300)}`;
        expect(res.statusCode, shown).toBeLessThan(500);
        const type = String(res.headers['content-type'] ?? '');
        if (/json|text/.test(type)) expect(res.body, shown).not.toMatch(LEAKS);
      }),
      { numRuns: runs, seed: SEED, endOnFailure: true },
    );
  }

  describe("attackers' turn: no 5xx, no stack trace, the victim's data untouched", () => {
    it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s',
      async (_name, route) => {
        const before = await protectedData(t, w);
        await fuzz(route, ATTACKER_TOKENS, RUNS);
        await t.app.jobs.drain('mail');
        expect(await protectedData(t, w)).toBe(before);
      },
      600_000,
    );
  });

  describe("the admin's turn: no 5xx, no stack trace", () => {
    it.each(ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s',
      async (_name, route) => {
        await fuzz(route, ['admin', 'attacker'], ADMIN_RUNS);
        await t.app.jobs.drain('mail');
      },
      600_000,
    );
  });
}

/** One line per route: how many requests, and how many got each status. */
function report(counts: Map<string, Map<number, number>>) {
  const lines = [...counts].map(([route, byStatus]) => {
    const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
    const statuses = [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    return `  ${route.padEnd(52)} ${String(total).padStart(6)}  ${statuses}`;
  });
  const total = [...counts.values()].flatMap((m) => [...m.values()]).reduce((a, b) => a + b, 0);
  const errors = [...counts.values()]
    .flatMap((m) => [...m].filter(([status]) => status >= 500).map(([, n]) => n))
    .reduce((a, b) => a + b, 0);
  return [
    `fuzz: ${counts.size} routes, ${total} requests, ${errors} answers 5xx (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED ?? 'random'})`,
    ...lines,
  ].join('\n');
}
