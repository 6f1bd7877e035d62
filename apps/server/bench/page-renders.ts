/**
 * Pages rendered on the server (docs/decisions/0036-signed-out-page-cache.md): how long one
 * render of home, a search and a listing takes (each request a new address, so nothing is
 * kept), and how a page kept in the public cache is served (autocannon, brotli as browsers ask).
 * On the built app with its demo data. Run alone with
 * `node --import tsx bench/page-renders.ts`; `npm run bench` runs it. Prints; asserts nothing.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { startDemoServer, webDist } from './demo-server';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BROWSER = { 'accept-encoding': 'br, gzip' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Milliseconds of `count` renders of `pathname`, one after another, each a new address. */
async function renders(base: string, pathname: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < count; n++) {
    const joiner = pathname.includes('?') ? '&' : '?';
    const started = performance.now();
    const answer = await fetch(`${base}${pathname}${joiner}bench=${n}`, { headers: BROWSER });
    await answer.text();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function kept(base: string, pathname: string, connections: number) {
  await fetch(base + pathname); // rendered once, then kept
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base + pathname, connections, duration: SECONDS, headers: BROWSER },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    latencies,
    errors: result.non2xx + result.errors,
  };
}

export async function printPageRenders(): Promise<void> {
  console.log(
    `\n## Server-rendered pages: ${RENDERS} renders each, then a kept page for ${SECONDS} s`,
  );
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.log('  apps/web/dist is missing (npm run build first)');
    return;
  }
  const { base, child, dir } = await startDemoServer();
  try {
    const [listing] = (await (await fetch(`${base}/api/property?limit=1`)).json()) as {
      _id: string;
    }[];
    const pages: [string, string][] = [
      ['home', '/'],
      ['search', `/search?search=${encodeURIComponent('flat for rent in bilaspur')}`],
      ['a listing, signed out', `/propertyDetails/user/${listing!._id}`],
    ];
    // Each screen's code and words load on its first render: not what is measured.
    for (const [, pathname] of pages) await fetch(base + pathname);
    for (const [name, pathname] of pages) {
      const times = await renders(base, pathname, RENDERS);
      const fresh = `render  p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms   p95 ${percentile(times, 95).toFixed(0).padStart(4)} ms`;
      const hit = await kept(base, pathname, 32);
      const served = `kept  ${String(hit.rps).padStart(6)} req/s   p50 ${percentile(hit.latencies, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(hit.latencies, 95).toFixed(1).padStart(6)} ms (c=32)${hit.errors ? `   ERRORS ${hit.errors}` : ''}`;
      console.log(`${name.padEnd(24)} ${fresh}   ${served}`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printPageRenders();
