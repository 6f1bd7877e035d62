import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newImageName } from '../src/storage/naming';
import { migrateUploads } from '../src/storage/migrate-uploads';
import { s3ClientFor } from '../src/storage/s3-storage';
import { startS3, type S3Server } from './servers';

/* npm run storage:migrate (src/storage/migrate-uploads.ts): local photos into the bucket. */

let s3: S3Server;
let uploadsDir: string;
const files: string[] = [];

beforeAll(async () => {
  s3 = await startS3();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'basera-uploads-'));
  for (let listing = 0; listing < 3; listing++) {
    const folder = `${randomUUID()}/${randomUUID()}`;
    await mkdir(path.join(uploadsDir, folder), { recursive: true });
    for (let photo = 0; photo < 4; photo++) {
      const name = newImageName();
      for (const file of [`${name}.jpg`, `${name}.webp`, `${name}-thumb.webp`]) {
        await writeFile(path.join(uploadsDir, folder, file), `${folder}/${file}`);
        files.push(`${folder}/${file}`);
      }
    }
  }
  await writeFile(path.join(uploadsDir, 'notes.txt'), 'not a photo');
}, 60_000);
afterAll(() => s3?.stop());

const client = () => s3ClientFor(s3.settings);
const bucketKeys = async () =>
  (
    await client().send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, MaxKeys: 1000 }))
  ).Contents?.map((object) => object.Key!).sort() ?? [];

it('copies every photo under the key the server reads, and leaves anything else', async () => {
  const report = await migrateUploads({ uploadsDir, settings: s3.settings });
  expect(report).toEqual({ copied: files.length, alreadyThere: 0, skipped: ['notes.txt'] });
  expect(await bucketKeys()).toEqual(files.map((file) => `uploads/${file}`).sort());
  const object = await client().send(
    new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `uploads/${files[1]}` }),
  );
  expect(await object.Body!.transformToString()).toBe(files[1]);
  expect(object.ContentType).toBe('image/webp');
  expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
});

it('copies nothing the second time, and only what is missing after a run that stopped half-way', async () => {
  expect(await migrateUploads({ uploadsDir, settings: s3.settings })).toMatchObject({
    copied: 0,
    alreadyThere: files.length,
  });
  // As if the run had stopped: two objects never arrived, a third arrived cut short.
  for (const file of files.slice(0, 2)) {
    await client().send(
      new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: `uploads/${file}` }),
    );
  }
  await writeFile(path.join(uploadsDir, files[2]!), `${files[2]} grew since`);
  expect(await migrateUploads({ uploadsDir, settings: s3.settings })).toMatchObject({
    copied: 3,
    alreadyThere: files.length - 3,
  });
  expect(await bucketKeys()).toEqual(files.map((file) => `uploads/${file}`).sort());
});
