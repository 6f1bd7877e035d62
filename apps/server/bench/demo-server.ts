import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from './compiled-server';

/** The real server on the built web app with its demo data, for the page benches. */

const serverDir = path.resolve(import.meta.dirname, '..');
export const webDist = path.resolve(serverDir, '../web/dist');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts it in a fresh data folder (the caller removes `dir` after stopping `child`). */
export async function startDemoServer(): Promise<{
  base: string;
  child: ChildProcess;
  dir: string;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'basera-pages-'));
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawnServer({
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dir,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error('the demo server stopped');
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child, dir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the demo server did not start');
}
