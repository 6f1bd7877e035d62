/**
 * Cold start: from starting the process to its first answered request (GET /health 200), on a
 * fresh embedded database (migrations included) and on one already made (a restart), for the
 * server run through tsx from TypeScript as it used to be and for the compiled bundle
 * production runs now (docs/decisions/0040-a-compiled-server.md). Median of five each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './demo-server';
import { serverDir, spawnServer } from './compiled-server';

const RUNS = 5;

type Start = (env: NodeJS.ProcessEnv) => ChildProcess;

const fromSource: Start = (env) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: 'ignore',
  });
const compiled: Start = (env) => spawnServer({ env, stdio: 'ignore' });

async function timeToFirstAnswer(start: Start, dataDir: string): Promise<number> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const began = performance.now();
  const child = start({
    ...inherited,
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server stopped while starting');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return performance.now() - began;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function printColdStart(): Promise<void> {
  console.log(
    `\n## Cold start: process start to first answered request, PGlite, median of ${RUNS}`,
  );
  for (const [name, start] of [
    ['tsx on TypeScript (before)', fromSource],
    ['node on the compiled bundle', compiled],
  ] as const) {
    const fresh: number[] = [];
    const again: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const dir = await mkdtemp(path.join(tmpdir(), 'basera-cold-'));
      try {
        fresh.push(await timeToFirstAnswer(start, dir));
        again.push(await timeToFirstAnswer(start, dir));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    console.log(
      `  ${name.padEnd(30)} new database ${(median(fresh) / 1000).toFixed(2)} s   restart ${(median(again) / 1000).toFixed(2)} s`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printColdStart();
