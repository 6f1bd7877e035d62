import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Unlisten } from '../db/client';

/**
 * Work done after the answer, that must not be lost: a job row in the database, written in the
 * same transaction as the change that causes it, and done by whichever server fetches it first
 * (pg-boss: `FOR UPDATE SKIP LOCKED`, so one server each), with retries and backoff
 * (docs/decisions/0023-jobs-in-the-database.md). The same queue runs on PostgreSQL and on the
 * embedded PGlite. Jobs of higher priority are taken first; a server takes them in batches and
 * takes the next batch at once, and an idle server hears of a job when its transaction commits
 * (docs/decisions/0031-mails-by-priority-in-batches.md). pg-boss's schedule queues the daily jobs
 * (docs/decisions/0044-daily-jobs-on-the-queue-schedule.md).
 */
export type JobQueue = {
  /**
   * Writes a job with `db`, which may be a transaction: the job exists only if it commits.
   * Jobs of a higher `priority` (0 unless said) are taken before those queued earlier.
   */
  send<T extends object>(
    db: Db,
    queue: QueueName,
    data: T,
    options?: { priority?: number },
  ): Promise<void>;
  /**
   * What this server does with a job of `queue` (it takes jobs once `startWorking` ran): each of
   * its `workers` (2 unless said) takes up to `batchSize` jobs at a time (1 unless said) and
   * does them together.
   */
  handle<T extends object>(
    queue: QueueName,
    handler: (data: T) => Promise<void>,
    options?: { batchSize?: number; workers?: number },
  ): void;
  /**
   * Queues one job of `queue` at each time `cron` names in `timeZone`, however many servers
   * there are (pg-boss's schedule); a worker of any server (`handle`) does it.
   */
  schedule(queue: QueueName, cron: string, timeZone: string): Promise<void>;
  /**
   * This server takes jobs from now on: at once when one is queued (on any server), and
   * otherwise every `pollingSeconds` (retries that fall due, a notification missed).
   */
  startWorking(pollingSeconds: number): Promise<void>;
  /** Does every job of `queue` that is due now, here (tests, before reading the mails). */
  drain(queue: QueueName): Promise<void>;
  /** Stops taking jobs and waits, up to `timeoutMs`, for those under way. */
  stop(timeoutMs: number): Promise<void>;
};

/**
 * The channel on which a queued job wakes every server's idle workers. NOTIFY is delivered
 * when the transaction that sent it commits, so a worker never looks before the job is there.
 */
const JOBS_CHANNEL = 'basera_jobs';
/**
 * Workers per queue on each server unless a queue says otherwise: while one's batch is under
 * way, the other fetches and holds the next, so a batch's last slow job does not keep the rest
 * waiting.
 */
const WORKERS_PER_QUEUE = 2;

/**
 * A daily job (jobs/daily-jobs.ts): one runs at a time, and a second one queued while the first
 * waits is dropped. A failure is tried again after one to two minutes, then about twice as long
 * each time, 8 times (4 to 8 hours in all); the next day's run catches up after that. A server
 * that dies during one leaves it to another 15 minutes later.
 */
const DAILY_JOB = {
  policy: 'stately',
  retryLimit: 8,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const;

/** Every queue and how its jobs are retried. */
export const QUEUES = {
  /** Mails: SMTP may be down for minutes; 2 s, 4 s, 8 s … between tries, for about an hour. */
  mail: { retryLimit: 11, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
  'remind-owners': DAILY_JOB,
  'hide-unconfirmed': DAILY_JOB,
  'remove-dead-links': DAILY_JOB,
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
  /**
   * How often the schedule is looked at (by one server at a time) and its due jobs queued:
   * pg-boss's 30 s unless a test shortens it.
   */
  scheduleCheckSeconds?: number;
}): Promise<JobQueue> {
  const { database, log, scheduleCheckSeconds } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    // Jobs are kept an hour once done, then deleted: a mail's address is personal data. (The
    // schedule needs them kept a minute at least: the job kept for a time it queued is what
    // stops a second server queuing that time again.)
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
    // pg-boss's schedule, for the daily jobs: every server runs it, taking turns through the
    // database at looking at it.
    schedule: true,
    ...(scheduleCheckSeconds && {
      cronMonitorIntervalSeconds: scheduleCheckSeconds,
      cronWorkerIntervalSeconds: scheduleCheckSeconds,
    }),
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const [name, settings] of Object.entries(QUEUES)) {
    await boss.createQueue(name, { name, ...settings });
  }

  type Handler = { handle: (data: object) => Promise<void>; batchSize: number; workers: number };
  const handlers = new Map<QueueName, Handler>();
  /** Jobs being done by drain() calls, so that one drain also waits for another's. */
  const draining = new Set<Promise<number>>();
  let unlisten: Unlisten | undefined;

  /** One job: completed once done, failed (and so tried again later) if it throws. */
  async function run(queue: QueueName, handle: Handler['handle'], job: PgBoss.Job<object>) {
    try {
      await handle(job.data);
    } catch (err) {
      log.error({ err, queue }, 'job failed; it will be tried again');
      await boss.fail(queue, job.id, { message: String(err) });
      return;
    }
    await boss.complete(queue, job.id);
  }

  /**
   * A batch: its jobs together, each completed or failed on its own, so one failure does not
   * send the others again. Throws only if the queue itself failed (the database): pg-boss then
   * fails the batch's jobs that are still taken, and they are tried again.
   */
  async function runBatch(queue: QueueName, handler: Handler, jobs: PgBoss.Job<object>[]) {
    const results = await Promise.allSettled(jobs.map((job) => run(queue, handler.handle, job)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  return {
    async send(db, queue, data, options = {}) {
      await boss.send(queue, data, { db: executorOf(db), priority: options.priority ?? 0 });
      // Wakes the idle workers of every server, once (and only if) `db` commits.
      await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
    },

    handle(queue, handle, options = {}) {
      handlers.set(queue, {
        handle: handle as Handler['handle'],
        batchSize: options.batchSize ?? 1,
        workers: options.workers ?? WORKERS_PER_QUEUE,
      });
    },

    async schedule(queue, cron, timeZone) {
      await boss.schedule(queue, cron, {}, { tz: timeZone });
    },

    async startWorking(pollingSeconds) {
      const workers: string[] = [];
      for (const [queue, handler] of handlers) {
        for (let i = 0; i < handler.workers; i++) {
          const started: Promise<string> = boss.work<object>(
            queue,
            { pollingIntervalSeconds: pollingSeconds, batchSize: handler.batchSize },
            async (jobs) => {
              await runBatch(queue, handler, jobs);
              // More may be waiting: look again at once, not after the polling interval.
              void started.then((id) => boss.notifyWorker(id));
            },
          );
          workers.push(await started);
        }
      }
      const wakeAll = () => workers.forEach((id) => boss.notifyWorker(id));
      unlisten = await database.listen(JOBS_CHANNEL, wakeAll, (err) =>
        log.warn({ err }, 'not hearing of new jobs for now: looking every polling interval'),
      );
    },

    async drain(queue) {
      const handler = handlers.get(queue);
      if (!handler) throw new Error(`no worker for the ${queue} queue`);
      for (;;) {
        // A fetch and the jobs it took, counted from before the fetch: another drain that
        // finds nothing left must wait for jobs taken but not yet done.
        const step = (async () => {
          const jobs = await boss.fetch<object>(queue, { batchSize: 10 });
          await Promise.all(jobs.map((job) => run(queue, handler.handle, job)));
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

    async stop(timeoutMs) {
      await unlisten?.();
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
  };
}
