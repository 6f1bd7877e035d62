import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from './compiled-server';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createDatabase, type DatabaseOptions } from '../src/db/client';
import { users } from '../src/db/schema';
import { createJobQueue } from '../src/jobs/queue';
import { createMailJobs } from '../src/mail/mail-jobs';
import { insertUser } from '../src/users/repository';
import { freePort } from '../test/servers';

/**
 * Mail throughput (docs/decisions/0031-mails-by-priority-in-batches.md): a backlog of
 * BENCH_MAILS queued 'your listing is live' mails, drained by one server on PGlite, then by one
 * and two servers on one PostgreSQL, into an SMTP server on loopback that answers at once, then
 * into one that takes BENCH_SMTP_DELAY_MS for each mail (as a relay across a network does).
 * Prints mails per second from the first mail to arrive to the last; on PostgreSQL the servers
 * are up and idle when the backlog is queued, in one transaction, so the time from its commit
 * to the first mail shows how soon an idle server hears of new mail. Asserts nothing.
 */

const MAILS = Number(process.env.BENCH_MAILS ?? 2_000);
const SLOW_SMTP_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 50);
/** Gives up on a run that has not delivered every mail by then (and prints what it had). */
const LONGEST_MS = Number(process.env.BENCH_MAIL_TIMEOUT_MS ?? 600_000);
const OWNER_EMAIL = 'bench.owner@basera.test';

/** An SMTP server that takes every mail after `delayMs` and notes when each arrived. */
async function smtpSink(delayMs: number) {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    // Its built-in certificate has expired: plain SMTP on loopback (docs/architecture.md §7).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // Closed between runs without waiting for the servers' pooled connections to quit.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          arrivals.push(performance.now());
          callback();
        }, delayMs),
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

type Server = { child: ChildProcess; exited: Promise<unknown> };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // Only this target's database: the bench's own DATABASE_URL must not leak into a PGlite run.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawnServer({
    env: { ...inherited, ...env, PORT: String(port), DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { child, exited };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

async function stopServers(servers: Server[]) {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
}

/** Queues `count` decision mails to one owner in one transaction; when it committed. */
async function queueBacklog(options: DatabaseOptions, count: number): Promise<number> {
  const database = await createDatabase(options);
  const queue = await createJobQueue({
    database,
    log: Fastify({ logger: { level: 'warn' } }).log,
  });
  try {
    await insertUser(database.db, {
      firstName: 'Bench',
      lastName: 'Owner',
      phone: '9876543210',
      whatsApp: '9876543210',
      email: OWNER_EMAIL,
      passwordHash: 'not-a-password',
    });
    const [owner] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, OWNER_EMAIL));
    const mailJobs = createMailJobs(queue);
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await mailJobs.enqueue(tx, {
          kind: 'decision',
          ownerId: owner!.id,
          decision: { status: 'Approve', reason: null, title: `Bench flat ${i + 1}` },
        });
      }
    });
    return performance.now();
  } finally {
    await queue.stop(1_000);
    await database.close();
  }
}

async function waitForMails(arrivals: number[], count: number) {
  const end = Date.now() + LONGEST_MS;
  while (arrivals.length < count && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function report(label: string, arrivals: number[], committedAt?: number) {
  const [first, last] = [arrivals[0], arrivals.at(-1)];
  const rate =
    first !== undefined && last !== undefined && last > first
      ? ((arrivals.length - 1) * 1000) / (last - first)
      : 0;
  const missing = MAILS - arrivals.length;
  const wake =
    committedAt !== undefined && first !== undefined
      ? `   first mail ${(first - committedAt).toFixed(0).padStart(5)} ms after the commit`
      : '';
  console.log(
    `${label.padEnd(52)} ${rate.toFixed(1).padStart(8)} mails/s${wake}${missing ? `   ${missing} NOT DELIVERED in ${LONGEST_MS / 1000} s` : ''}`,
  );
}

const smtpLabel = (delayMs: number) =>
  delayMs ? `SMTP takes ${delayMs} ms a mail` : 'SMTP answers at once';

/** One server on its own embedded database: the backlog is queued before it starts. */
async function benchPglite(delayMs: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'basera-mail-bench-'));
  const sink = await smtpSink(delayMs);
  try {
    await queueBacklog({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }, MAILS);
    const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: sink.url });
    await waitForMails(sink.arrivals, MAILS);
    await stopServers([server]);
    report(`PGlite, 1 server, ${smtpLabel(delayMs)}`, sink.arrivals);
  } finally {
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `count` servers on one PostgreSQL database, idle when the backlog is queued. */
async function benchPostgres(databaseUrl: string, count: number, delayMs: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'basera-mail-bench-'));
  const sink = await smtpSink(delayMs);
  const servers: Server[] = [];
  try {
    // Migrated once, so the servers start together.
    await (await createDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 })).close();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      SMTP_URL: sink.url,
    };
    for (let i = 0; i < count; i++) servers.push(await startServer(env));
    // Idle a moment: every worker has looked once and found nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const committedAt = await queueBacklog({ kind: 'postgres', url: databaseUrl }, MAILS);
    await waitForMails(sink.arrivals, MAILS);
    report(
      `PostgreSQL, ${count} server${count > 1 ? 's' : ''}, ${smtpLabel(delayMs)}`,
      sink.arrivals,
      committedAt,
    );
  } finally {
    await stopServers(servers);
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own beside `url`'s, where the user may create one; else `url`'s. */
async function ownDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mail_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    await admin.end();
    return { url, drop: async () => {} };
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function printMailBench(options: { databaseUrl?: string; targets: string[] }) {
  console.log(
    `\n## Mail: a backlog of ${MAILS.toLocaleString('en-IN')} queued mails into one SMTP server (mails/s from the first to arrive to the last)`,
  );
  for (const delayMs of [0, SLOW_SMTP_MS]) {
    if (options.targets.includes('pglite')) await benchPglite(delayMs);
    if (options.databaseUrl && options.targets.includes('postgres')) {
      const database = await ownDatabase(options.databaseUrl);
      try {
        for (const count of [1, 2]) await benchPostgres(database.url, count, delayMs);
      } finally {
        await database.drop();
      }
    }
  }
}
