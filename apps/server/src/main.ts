import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import type { DemoAccounts } from './demo/seed';
import { AdminCredentialsError } from './admin/bootstrap';

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

/** Process entry: configuration from the environment, listen, close gracefully. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  app.dailyJobs.start(config.dailyJobsTickMs);
  printBanner(config, address.replace('127.0.0.1', 'localhost'), app.demoAccounts);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
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
