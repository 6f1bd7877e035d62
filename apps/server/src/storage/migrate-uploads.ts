import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { objectKey, s3ClientFor, type S3Settings } from './s3-storage';
import { IMMUTABLE } from './storage';
import { CONTENT_TYPES, isStoredKey } from './storage';

export type MigrationReport = { copied: number; alreadyThere: number; skipped: string[] };

/** Every file under `root`, as paths relative to it with '/' between segments. */
async function filesUnder(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(root, relative);
      return Promise.resolve(entry.isFile() ? [relative] : []);
    }),
  );
  return nested.flat();
}

/** Whether the bucket already holds `key` with `size` bytes (a copy that finished). */
async function holds(client: S3Client, bucket: string, key: string, size: number) {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength === size;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) return false;
    throw error;
  }
}

/**
 * Copies a DATA_DIR/uploads folder into the bucket, under the same keys the server writes
 * (storage/s3-storage.ts). Safe to run again: a file already in the bucket with its full size
 * is left alone, so a run that was stopped half-way goes on where it was, and a second run
 * copies nothing. Files the server would never have written are reported, not copied.
 */
export async function migrateUploads(options: {
  uploadsDir: string;
  settings: S3Settings;
  client?: S3Client;
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<MigrationReport> {
  const client = options.client ?? s3ClientFor(options.settings);
  const bucket = options.settings.bucket;
  const all = await filesUnder(options.uploadsDir);
  const skipped = all.filter((file) => !isStoredKey(file));
  const files = all.filter(isStoredKey);
  const limit = pLimit(options.concurrency ?? 8);
  const report: MigrationReport = { copied: 0, alreadyThere: 0, skipped };
  let done = 0;
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const local = path.join(options.uploadsDir, file);
        const { size } = await stat(local);
        const key = objectKey(file);
        if (await holds(client, bucket, key, size)) {
          report.alreadyThere += 1;
        } else {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: createReadStream(local),
              ContentLength: size,
              ContentType: CONTENT_TYPES[path.extname(file).slice(1)],
              CacheControl: IMMUTABLE,
            }),
          );
          report.copied += 1;
        }
        done += 1;
        options.onProgress?.(done, files.length);
      }),
    ),
  );
  return report;
}
