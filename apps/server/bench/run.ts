/**
 * npm run bench: 100,000 approved listings, then autocannon against the real server for the
 * first page of listings and three searches, at 1 and 32 connections, beside a bare Fastify
 * ceiling; then the web bundle sizes. Prints figures; asserts nothing.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase } from '../src/db/client';
import { generateListings, LOCALITY_QUERY, MISSPELLED_CITY, RARE_WORD } from './generate';
import { printBundleSizes } from './bundle-sizes';
import { printImageSizes } from './image-sizes';

const COUNT = Number(process.env.BENCH_LISTINGS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const serverDir = path.resolve(import.meta.dirname, '..');

const scenarios = [
  ['GET /api/property (first page)', '/api/property'],
  [
    `search: locality '${LOCALITY_QUERY}'`,
    `/user/search?search=${encodeURIComponent(LOCALITY_QUERY)}`,
  ],
  [`search: misspelled city '${MISSPELLED_CITY}'`, `/user/search?search=${MISSPELLED_CITY}`],
  [`search: rare word '${RARE_WORD}'`, `/user/search?search=${RARE_WORD}`],
] as const;

type Figures = { rps: number; p50: number; p95: number; p99: number; errors: number };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(url: string, connections: number): Promise<Figures> {
  await autocannon({ url, connections, duration: 1 }); // warm caches and JIT
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: DURATION }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

const fmt = (f: Figures) =>
  `${String(f.rps).padStart(7)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p95 ${f.p95.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms${f.errors ? `   ERRORS ${f.errors}` : ''}`;

async function benchDatabase(label: string, env: Record<string, string>) {
  console.log(
    `\n## ${label}, ${env.PUBLIC_CACHE === 'off' ? 'uncached (PUBLIC_CACHE=off)' : 'as served (public cache on)'}`,
  );
  const port = await freePort();
  // Only this target's database: the bench's own DATABASE_URL must not leak into a PGlite run.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, ...env, PORT: String(port), DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
    const firstPage = await (await fetch(`${base}/api/property`)).text();
    const results = new Map<string, Figures>();
    for (const [name, pathname] of scenarios) {
      const count = ((await (await fetch(base + pathname)).json()) as unknown[]).length;
      for (const connections of [1, 32]) {
        const figures = await measure(base + pathname, connections);
        results.set(`${name}@${connections}`, figures);
        console.log(
          `${`${name} [${count} on page]`.padEnd(52)} c=${String(connections).padEnd(3)} ${fmt(figures)}`,
        );
      }
    }
    return { firstPage, results };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function ceiling(body: string) {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'ceiling.ts'), {
    env: { ...process.env, PORT: String(port), CEILING_BODY: body },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((r) => child.once('message', r));
  try {
    const results = new Map<number, Figures>();
    for (const connections of [1, 32]) {
      const figures = await measure(`http://127.0.0.1:${port}/`, connections);
      results.set(connections, figures);
      console.log(
        `${'ceiling: bare Fastify, same JSON from memory'.padEnd(52)} c=${String(connections).padEnd(3)} ${fmt(figures)}`,
      );
    }
    return results;
  } finally {
    child.kill('SIGTERM');
  }
}

async function main() {
  console.log(`Basera bench: ${COUNT} listings, ${DURATION} s per run, Node ${process.version}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'basera-bench-'));
  const summaries: {
    label: string;
    results: Map<string, Figures>;
    ceiling: Map<number, Figures>;
  }[] = [];
  try {
    const targets: [string, Record<string, string>, Parameters<typeof createDatabase>[0]][] = [
      [
        'PGlite (embedded)',
        { DATA_DIR: dataDir },
        { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      ],
    ];
    if (process.env.DATABASE_URL) {
      targets.push([
        'PostgreSQL',
        {
          DATA_DIR: dataDir,
          DATABASE_URL: process.env.DATABASE_URL,
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        },
        { kind: 'postgres', url: process.env.DATABASE_URL },
      ]);
    }
    for (const [label, env, dbOptions] of targets) {
      const started = Date.now();
      const database = await createDatabase(dbOptions);
      await generateListings(database.db, COUNT, (done) =>
        process.stdout.write(`\r${label}: generated ${done}`),
      );
      await database.close();
      console.log(
        `: ${COUNT.toLocaleString('en-IN')} listings in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      const served = await benchDatabase(label, { ...env, PUBLIC_CACHE: 'on' });
      const uncached = await benchDatabase(label, { ...env, PUBLIC_CACHE: 'off' });
      const roof = await ceiling(served.firstPage);
      summaries.push({ label: `${label}, cached`, results: served.results, ceiling: roof });
      summaries.push({ label: `${label}, uncached`, results: uncached.results, ceiling: roof });
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log('\n## Search against the ceiling (32 connections)');
  for (const { label, results, ceiling: roof } of summaries) {
    const top = roof.get(32)!.rps;
    for (const [name] of scenarios.slice(1)) {
      const f = results.get(`${name}@32`)!;
      console.log(
        `${label.padEnd(18)} ${name.padEnd(36)} p95 ${f.p95.toFixed(1).padStart(6)} ms   ${((100 * f.rps) / top).toFixed(0).padStart(3)}% of ceiling`,
      );
    }
  }
  await printBundleSizes();
  await printImageSizes();
}

await main();
