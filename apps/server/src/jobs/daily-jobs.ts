import type { FastifyBaseLogger } from 'fastify';
import { INDIA_TIME_ZONE } from '@basera/contract';
import type { Clock } from '../lib/clock';
import type { JobQueue, QueueName } from './queue';

export type DailyJobName = Exclude<QueueName, 'mail'>;
export type DailyJob = { name: DailyJobName; run(): Promise<number> };

/** When the daily jobs run: at midnight in India. */
export const DAILY_JOBS_AT = { cron: '0 0 * * *', timeZone: INDIA_TIME_ZONE } as const;

const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE });

/**
 * Jobs that run once a day (docs/decisions/0044-daily-jobs-on-the-queue-schedule.md): pg-boss's
 * schedule queues each at midnight in India, once however many servers there are, and a worker
 * of any server runs it (jobs/queue.ts), trying again if it fails. A midnight that found no
 * server up is caught up the next day: the jobs select by date (`<=`), not by an exact day.
 */
export async function createDailyJobs(options: {
  queue: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: DailyJob[];
}) {
  const { queue, clock, log, jobs } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function run(job: DailyJob) {
    const count = await job.run();
    log.info({ job: job.name, count }, 'daily job done');
    return count;
  }

  for (const job of jobs) {
    // One worker a server is plenty for one job a day.
    queue.handle(
      job.name,
      async () => {
        await run(job);
      },
      { workers: 1 },
    );
    await queue.schedule(job.name, DAILY_JOBS_AT.cron, DAILY_JOBS_AT.timeZone);
  }

  /** Runs every daily job now, here, whatever the schedule; answers what each did. */
  async function runNow() {
    const done: Partial<Record<DailyJobName, number>> = {};
    for (const job of jobs) done[job.name] = await run(job);
    return done;
  }

  return {
    runNow,
    /**
     * For a clock that an end-to-end test moves (CLOCK_OFFSET_FILE), which pg-boss's schedule
     * does not read: looks every `tickMs`, and runs the daily jobs here each time the clock
     * enters a day (India's calendar) later than any it was in. The timer never keeps the
     * process alive.
     */
    followMovedClock(tickMs: number) {
      let latest = indiaDay.format(clock.now());
      timer = setInterval(() => {
        const day = indiaDay.format(clock.now());
        if (running || day <= latest) return;
        latest = day;
        running = runNow()
          .then(
            () => undefined,
            (err: unknown) => log.error({ err, day }, 'daily jobs failed on a moved day'),
          )
          .finally(() => {
            running = null;
          });
      }, tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type DailyJobs = Awaited<ReturnType<typeof createDailyJobs>>;
