import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { createDailyJobs } from '../src/jobs/daily-jobs';
import { createJobQueue } from '../src/jobs/queue';
import { systemClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './harness';

/*
 * The daily jobs (src/jobs/daily-jobs.ts) are on pg-boss's schedule: queued at midnight in India
 * once, however many servers share the database, run by one of them, and tried again if they
 * fail. What each job does is tested through runNow() (freshness.test.ts, mail-jobs.test.ts).
 */

const DAILY_JOBS = ['hide-unconfirmed', 'remind-owners', 'remove-dead-links'];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** India is 5 h 30 min ahead of UTC all year round. */
const INDIA_OFFSET = 330 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the daily jobs', () => {
  it('are on the schedule at midnight in India', async () => {
    const { rows } = await t.database.execute(
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    expect(rows).toEqual(
      DAILY_JOBS.map((name) => ({ name, cron: '0 0 * * *', timezone: 'Asia/Kolkata' })),
    );
  });

  it('run once at midnight in India when two servers share the database', async () => {
    const lines: string[] = [];
    const servers: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      servers.push(
        await buildApp(
          { ...t.config, logLevel: 'info' },
          {
            database: t.database,
            mailer: { send: async () => {}, close: () => {} },
            logStream: { write: (line) => void lines.push(line) },
            scheduleCheckSeconds: 1,
          },
        ),
      );
    }
    const runs = () =>
      lines
        .map((line) => JSON.parse(line) as { msg: string; job?: string })
        .filter((line) => line.msg === 'daily job done')
        .map((line) => line.job)
        .sort();
    try {
      // The servers' clocks are moved to the coming midnight in India, whole minutes ahead, so
      // that the database's clock, by which pg-boss tells one minute's schedule from the next,
      // stays in one minute while the servers see midnight's: start early in a minute.
      if (Date.now() % MINUTE > 40_000) await sleep(MINUTE - (Date.now() % MINUTE) + 100);
      const now = Date.now();
      const midnight = Math.ceil((now + INDIA_OFFSET) / DAY) * DAY - INDIA_OFFSET;
      vi.useFakeTimers({
        toFake: ['Date'],
        now: midnight + (now % MINUTE),
        shouldAdvanceTime: true,
      });
      await Promise.all(servers.map((server) => server.jobs.startWorking(0.5)));
      await expect.poll(runs, { timeout: 15_000, interval: 200 }).toEqual(DAILY_JOBS);
      // Back in the real day, which has no midnight now: nothing more is queued, and the
      // servers' workers have had time to take a second job of each, were there one.
      vi.useRealTimers();
      await sleep(3_000);
      expect(runs()).toEqual(DAILY_JOBS);
    } finally {
      vi.useRealTimers();
      await Promise.all(servers.map((server) => server.close()));
    }
  }, 40_000);

  it('that fails is tried again a minute or two later', async () => {
    const lines: string[] = [];
    const log = Fastify({
      logger: { level: 'error', stream: { write: (line) => void lines.push(line) } },
    }).log;
    const queue = await createJobQueue({ database: t.database, log });
    const jobs = [
      {
        name: 'remove-dead-links' as const,
        run: () => Promise.reject(new Error('the database went away')),
      },
    ];
    await createDailyJobs({ queue, clock: systemClock, log, jobs });
    try {
      // What the schedule queues at midnight.
      await queue.send(t.database.db, 'remove-dead-links', {});
      await queue.drain('remove-dead-links');
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
        'job failed; it will be tried again',
      ]);
      const { rows } = await t.database.execute(
        `select state, extract(epoch from start_after - now()) as "waitSeconds"
           from pgboss.job where name = 'remove-dead-links' and state <> 'completed'`,
      );
      expect(rows).toHaveLength(1);
      const [job] = rows as { state: string; waitSeconds: string }[];
      expect(job!.state).toBe('retry');
      expect(Number(job!.waitSeconds)).toBeGreaterThan(50);
      expect(Number(job!.waitSeconds)).toBeLessThanOrEqual(120);
    } finally {
      await queue.stop(1_000);
    }
  });
});
