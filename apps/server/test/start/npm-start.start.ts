import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../servers';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const compiled = path.join(repoRoot, 'apps/server/dist/main.js');

type Started = { npm: ChildProcess; port: number; dataDir: string; output: string[] };
const started: Started[] = [];

/** `npm start` (or the server package's) in a shell of its own, as a terminal runs it. */
async function npmStart(args: string[]): Promise<Started> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'basera-start-'));
  const output: string[] = [];
  // A person's shell: none of the test runner's variables (its NODE_ENV=test would make the build
  // a development one and the server a test server).
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST'),
    ),
  );
  const npm = spawn('npm', args, {
    cwd: repoRoot,
    // Its own process group, like a terminal's foreground job: Ctrl-C signals the whole group.
    detached: true,
    env: {
      ...shell,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [npm.stdout!, npm.stderr!]) {
    stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  }
  const run = { npm, port, dataDir, output };
  started.push(run);
  return run;
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1_000) }))
      .ok;
  } catch {
    return false;
  }
}

async function untilServing({ npm, port, output }: Started): Promise<void> {
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (npm.exitCode !== null) throw new Error(`npm start ended:\n${output.join('')}`);
    if (await answers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start did not serve:\n${output.join('')}`);
}

function ended(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Every process still in the group npm started: none should outlive it. */
async function processesInGroup(groupId: number): Promise<string[]> {
  const left: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid pgrp ...: the fields after the command's closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === groupId && fields[0] !== 'Z') left.push(entry);
  }
  return left;
}

/** Waits (15 s at most) for every process of the group to end; returns those left. */
async function leftAfterStopping(groupId: number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  while ((await processesInGroup(groupId)).length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return processesInGroup(groupId);
}

afterEach(async () => {
  for (const run of started.splice(0)) {
    if (run.npm.pid) {
      try {
        process.kill(-run.npm.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await rm(run.dataDir, { recursive: true, force: true });
  }
});

describe('npm start', () => {
  it('builds the app, runs node on the compiled server, and stops on SIGTERM to npm, leaving no process behind', async () => {
    const run = await npmStart(['start']);
    await untilServing(run);
    expect(existsSync(compiled)).toBe(true);
    // The server is node on the compiled bundle, not a TypeScript loader.
    const serverPids = (await processesInGroup(run.npm.pid!)).filter(
      (pid) => pid !== String(run.npm.pid),
    );
    const commands = await Promise.all(
      serverPids.map(async (pid) =>
        (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' '),
      ),
    );
    expect(commands.some((command) => command.includes('apps/server/dist/main.js'))).toBe(true);
    expect(commands.some((command) => command.includes('tsx'))).toBe(false);

    // A process manager stops the command it started: npm itself.
    run.npm.kill('SIGTERM');
    expect(await ended(run.npm)).toBe(0);
    expect(await leftAfterStopping(run.npm.pid!)).toEqual([]);
    expect(await answers(run.port)).toBe(false);
  });

  it('stops on Ctrl-C, which signals every process of the terminal’s job', async () => {
    const run = await npmStart(['start', '-w', '@basera/server']);
    await untilServing(run);
    process.kill(-run.npm.pid!, 'SIGINT');
    await ended(run.npm);
    expect(await leftAfterStopping(run.npm.pid!)).toEqual([]);
    expect(await answers(run.port)).toBe(false);
  });
});
