import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { AdminCredentialsError } from './admin/bootstrap';

/** Process entry: configuration from the environment, listen, close gracefully. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const dbLabel = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}/db`;
  app.log.info(`Basera is running at ${address.replace('127.0.0.1', 'localhost')} on ${dbLabel}`);

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
