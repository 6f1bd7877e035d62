import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { closeListenerWhenQuiet } from './lib/stopping';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { DemoAccounts } from './demo/seed';
import { AdminCredentialsError } from './auth/admin-account';

/** What a person starting the app needs to know: where it is and how to sign in. */
function printBanner(config: AppConfig, url: string, demo: DemoAccounts | null) {
  const lines = [
    '',
    `  Basera is running at ${url}`,
    `  database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`}`,
    `  mail:     ${config.smtpUrl ? `SMTP (${new URL(config.smtpUrl).host})` : `written to ${config.dataDir}/outbox (links are logged)`}`,
  ];
  if (demo) {
    lines.push(
      '  demo data loaded; sign in with:',
      demo.admin
        ? `    admin (at /adminSignIn)  ${demo.admin.email} / ${demo.admin.password}`
        : `    admin (at /adminSignIn)  ${config.admin?.email} (ADMIN_EMAIL)`,
      `    owner                    ${demo.owner.email} / ${demo.owner.password}`,
      `    user                     ${demo.user.email} / ${demo.user.password}`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

/**
 * How often an idle server looks for jobs (mails) on its own: a queued job wakes it at once
 * (jobs/queue.ts); this finds retries that fall due and a job whose notification was lost.
 */
const JOB_POLLING_SECONDS = 1;
/**
 * How often a server whose clock a test moves (CLOCK_OFFSET_FILE) looks whether it has entered
 * a new day, to run the daily jobs that pg-boss's schedule runs at real midnights.
 */
const MOVED_CLOCK_CHECK_MS = 250;
/** The longest a stopping server waits for requests and jobs under way before it exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 25_000;
/**
 * A stopping server takes new connections until none has come for QUIET_MS (its load balancer
 * has seen /ready fail, or marked it down, and sends elsewhere), DRAIN_LONGEST_MS at most.
 */
const QUIET_MS = 500;
const DRAIN_LONGEST_MS = 10_000;
/**
 * How long a stopping server keeps the connections it has accepted open before it closes the
 * idle ones: a connection the load balancer opened a moment before may carry a request still
 * on its way, and closing it would lose that request (a write the balancer may not retry).
 */
const LAST_REQUESTS_MS = 500;

/**
 * Process entry: configuration from the environment, listen, work, close gracefully. On
 * SIGTERM or SIGINT GET /ready fails at once; the server stops accepting connections once its
 * load balancer has stopped sending them (lib/stopping.ts), answers the requests under way,
 * finishes the jobs under way, closes its pools and exits 0.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  await app.jobs.startWorking(JOB_POLLING_SECONDS);
  if (config.clockOffsetFile) app.dailyJobs.followMovedClock(MOVED_CLOCK_CHECK_MS);
  printBanner(config, address.replace('127.0.0.1', 'localhost'), app.demoAccounts);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: finishing what is under way, then stopping`);
      const tooLong = setTimeout(() => {
        app.log.error(`still closing after ${SHUTDOWN_TIMEOUT_MS} ms: exiting anyway`);
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS);
      tooLong.unref();
      // Tell the balancer, take no new connections once it has listened, then wait for the
      // requests on their way, then Fastify's close: idle connections are closed, those under
      // way answered, the jobs, Redis and the database pool closed.
      app.stopping.begin();
      closeListenerWhenQuiet(app.server, { quietMs: QUIET_MS, longestMs: DRAIN_LONGEST_MS })
        .then((why) => {
          app.log.info(
            why === 'quiet'
              ? `no new connection for ${QUIET_MS} ms: no longer accepting`
              : `connections still coming after ${DRAIN_LONGEST_MS} ms: no longer accepting`,
          );
          return sleep(LAST_REQUESTS_MS);
        })
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            app.log.error({ err }, 'closing failed');
            process.exit(1);
          },
        );
    });
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof AdminCredentialsError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
