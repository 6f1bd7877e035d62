import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INDIA_TIME_ZONE } from '@basera/contract';
import type { Db } from '../db/client';
import { dailyJobRuns } from '../db/schema';
import type { Clock } from '../lib/clock';

export type DailyJob = { name: string; run(): Promise<number> };

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE });

/**
 * Jobs that run once a day, whichever server gets there first (docs/decisions/0015-listing-freshness.md).
 * Each server looks every `tickMs`; the first to insert today's row for a job (India's
 * calendar) runs it, the others see the row and skip. A job that fails gives its row back,
 * so the next look tries again; a server that stops mid-job leaves the row, and the job
 * runs the next day (both jobs catch up on whatever they missed).
 */
export function createDailyJobs(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: DailyJob[];
}) {
  const { db, clock, log, jobs } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function claim(job: string, day: string) {
    const claimed = await db
      .insert(dailyJobRuns)
      .values({ job, day, startedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ job: dailyJobRuns.job });
    return claimed.length > 0;
  }

  /** Runs each job not yet run today (by any server); answers what each did. */
  async function runDue() {
    const day = indiaDay.format(clock.now());
    const done: Record<string, number> = {};
    for (const job of jobs) {
      if (!(await claim(job.name, day))) continue;
      const where = and(eq(dailyJobRuns.job, job.name), eq(dailyJobRuns.day, day));
      try {
        done[job.name] = await job.run();
        await db
          .update(dailyJobRuns)
          .set({ finishedAt: sql`now()` })
          .where(where);
        log.info({ job: job.name, day, count: done[job.name] }, 'daily job done');
      } catch (err) {
        await db.delete(dailyJobRuns).where(where);
        log.error({ err, job: job.name }, 'daily job failed; it will be tried again');
      }
    }
    return done;
  }

  function tick() {
    if (running) return;
    running = runDue()
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'daily jobs could not run'),
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    runDue,
    /** Looks now and every `tickMs` after; the timer never keeps the process alive. */
    start(tickMs: number) {
      tick();
      timer = setInterval(tick, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type DailyJobs = ReturnType<typeof createDailyJobs>;
