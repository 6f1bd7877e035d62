import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startS3, type S3Server } from '../servers';

const serverDir = path.resolve(import.meta.dirname, '../..');
const cleanUps: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

/** Starts the compiled server until it answers, stops it, and returns the packages it imported. */
async function packagesImportedByAStart(env: Record<string, string>): Promise<string[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'basera-imports-'));
  cleanUps.push(() => rm(dataDir, { recursive: true, force: true }));
  const log = path.join(dataDir, 'imports.log');
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--import', './test/start/log-package-imports.mjs', 'dist/main.js'],
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        ...env,
        IMPORT_LOG: log,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (let tries = 0; ; tries++) {
      if (server.exitCode !== null) throw new Error('the server stopped while starting');
      if (tries > 600) throw new Error('the server did not start');
      const ready = await fetch(`http://127.0.0.1:${port}/ready`).catch(() => null);
      if (ready?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
  return (await readFile(log, 'utf8')).split('\n').filter(Boolean);
}

describe('the AWS SDK', () => {
  it('is not loaded by a server without a bucket, and is by one with S3_BUCKET', async () => {
    const local = await packagesImportedByAStart({});
    expect(local).toContain('fastify'); // the log works
    expect(local.filter((name) => name.startsWith('@aws-sdk/'))).toEqual([]);

    const s3: S3Server = await startS3();
    cleanUps.push(() => s3.stop());
    const withBucket = await packagesImportedByAStart({
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
    });
    expect(withBucket).toContain('@aws-sdk/client-s3');
  });
});
