import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';

/**
 * Work done after the answer, that must not be lost: a job row in the database, written in the
 * same transaction as the change that causes it, and done by whichever server fetches it first
 * (pg-boss: `FOR UPDATE SKIP LOCKED`, so one server each), with retries and backoff
 * (docs/decisions/0023-jobs-in-the-database.md). The same queue runs on PostgreSQL and on the
 * embedded PGlite.
 */
export type JobQueue = {
  /** Writes a job with `db`, which may be a transaction: the job exists only if it commits. */
  send<T extends object>(db: Db, queue: QueueName, data: T): Promise<void>;
  /** What this server does with a job of `queue` (it takes jobs once `startWorking` ran). */
  handle<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>): void;
  /** This server takes jobs from now on, polling every `pollingSeconds` (main.ts). */
  startWorking(pollingSeconds: number): Promise<void>;
  /** Does every job of `queue` that is due now, here (tests, before reading the mails). */
  drain(queue: QueueName): Promise<void>;
  /** Stops taking jobs and waits, up to `timeoutMs`, for those under way. */
  stop(timeoutMs: number): Promise<void>;
};

/** Every queue and how its jobs are retried. */
export const QUEUES = {
  /** Mails: SMTP may be down for minutes; 2 s, 4 s, 8 s … between tries, for about an hour. */
  mail: { retryLimit: 11, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
} as const;
export type QueueName = keyof typeof QUEUES;

/**
 * pg-boss's SQL with `$n` parameters as a drizzle query, so that a job is written by the caller's
 * own transaction (drizzle has no way to run text with parameters on a transaction otherwise).
 */
export function sqlWithParameters(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // drizzle leaves an undefined parameter out of the query; SQL's absent value is null.
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

function executorOf(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(sqlWithParameters(text, values))) as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

export async function createJobQueue(options: {
  database: Database;
  log: FastifyBaseLogger;
}): Promise<JobQueue> {
  const { database, log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    // Jobs are kept an hour once done, then deleted: a mail's address is personal data.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
    // The daily jobs keep their own once-a-day claim (jobs/daily-jobs.ts).
    schedule: false,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const [name, settings] of Object.entries(QUEUES)) {
    await boss.createQueue(name, { name, ...settings });
  }

  const handlers = new Map<QueueName, (data: object) => Promise<void>>();
  /** Jobs being done by drain() calls, so that one drain also waits for another's. */
  const draining = new Set<Promise<number>>();

  return {
    async send(db, queue, data) {
      await boss.send(queue, data, { db: executorOf(db) });
    },

    handle(queue, handler) {
      handlers.set(queue, handler as (data: object) => Promise<void>);
    },

    async startWorking(pollingSeconds) {
      for (const [queue, handler] of handlers) {
        await boss.work<object>(
          queue,
          { pollingIntervalSeconds: pollingSeconds, batchSize: 1 },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
      }
    },

    async drain(queue) {
      const handle = handlers.get(queue);
      if (!handle) throw new Error(`no worker for the ${queue} queue`);
      const run = async (job: PgBoss.Job<object>) => {
        try {
          await handle(job.data);
          await boss.complete(queue, job.id);
        } catch (err) {
          log.error({ err, queue }, 'job failed; it will be tried again');
          await boss.fail(queue, job.id, { message: String(err) });
        }
      };
      for (;;) {
        // A fetch and the jobs it took, counted from before the fetch: another drain that
        // finds nothing left must wait for jobs taken but not yet done.
        const step = (async () => {
          const jobs = await boss.fetch<object>(queue, { batchSize: 10 });
          await Promise.all(jobs.map(run));
          return jobs.length;
        })();
        draining.add(step);
        const done = await step.finally(() => draining.delete(step));
        if (done > 0) continue;
        // Nothing left to take: wait for the other drains' steps under way, and look again
        // if one of them took jobs (two drains with empty hands must not wait on each other).
        const others = await Promise.allSettled([...draining]);
        if (others.every((other) => other.status === 'fulfilled' && other.value === 0)) return;
      }
    },

    stop: (timeoutMs) => boss.stop({ graceful: true, timeout: timeoutMs, close: false }),
  };
}
