import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientFor } from '../src/storage/s3-storage';
import type { S3Settings } from '../src/storage/s3-storage';

/*
 * Throwaway servers the API tests need besides the database: a Redis (Debian's redis-server,
 * installed by scripts/ensure-system-deps.sh) and an S3-compatible store (s3rver from npm),
 * each on a free loopback port and removed afterwards.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

export type RedisServer = {
  url: string;
  /** Stops it (an outage) and, with start(), brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ];
      const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      let output = '';
      started.once('error', (error) =>
        reject(
          new Error(
            `redis-server could not start (scripts/ensure-system-deps.sh): ${error.message}`,
          ),
        ),
      );
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

export type S3Server = { settings: S3Settings; stop(): Promise<void> };

/** An s3rver with one empty bucket, and the settings that reach it. */
export async function startS3(bucket = 'basera-photos'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'basera-s3-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true });
  await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's own fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  await s3ClientFor(settings).send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The environment variables that point an app at `settings`. */
export function s3Env(settings: S3Settings): Record<string, string> {
  return {
    S3_BUCKET: settings.bucket,
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
    ...(settings.publicUrl && { S3_PUBLIC_URL: settings.publicUrl }),
  };
}
