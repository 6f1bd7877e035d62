import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyImage } from '@basera/contract';
import { s3ClientFor } from '../src/storage/s3-storage';
import { createTestApp, type TestApp } from './harness';
import { addListing, signedInOwner, uploadImages } from './fixtures';
import { s3Env, startS3, type S3Server } from './servers';
import { adminEnv, json, signedInAdmin } from './support';

/*
 * Photos in an S3-compatible bucket (S3_BUCKET; src/storage/s3-storage.ts), here s3rver: the
 * same paths and caching as files on disk, all or nothing, gone with their listing or owner.
 */

let s3: S3Server;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ ...adminEnv, ...s3Env(s3.settings) });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

async function keysIn(prefix = 'uploads/'): Promise<string[]> {
  const client = s3ClientFor(s3.settings);
  const page = await client.send(
    new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

describe('photos in a bucket', () => {
  it('are stored under the API’s own paths and served from /uploads with a year-long cache', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner);
    const res = await uploadImages(t, owner, propertyId, 4);
    expect(res.statusCode, res.body).toBe(200);
    const images = json(res).propertyImg as PropertyImage[];
    expect(images).toHaveLength(4);
    const stored = await keysIn(`uploads/${owner.userId}/${propertyId}/`);
    expect(stored).toEqual(images.flatMap((image) => [image.img, image.webp, image.thumb]).sort());

    const photo = await t.app.inject({ method: 'GET', url: `/${images[0]!.thumb}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const again = await t.app.inject({
      method: 'GET',
      url: `/${images[0]!.thumb}`,
      headers: { 'if-none-match': String(photo.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answer 404 for a name the server never wrote, and for any path outside the photos', async () => {
    for (const url of [
      '/uploads/x/y/z.jpg',
      '/uploads/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000/AAAAAAAAAAAAAAAAAAAAAA.jpg',
      '/uploads/..%2f..%2fetc/passwd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('are all or nothing: an upload refused after its files were written leaves none behind', async () => {
    const owner = await signedInOwner(t);
    const propertyId = await addListing(t, owner);
    // Two uploads of 5 race for a listing that takes 8: the row lock lets one through.
    const [first, second] = await Promise.all([
      uploadImages(t, owner, propertyId, 5),
      uploadImages(t, owner, propertyId, 5),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const kept = json(first.statusCode === 200 ? first : second).propertyImg as PropertyImage[];
    expect(await keysIn(`uploads/${owner.userId}/${propertyId}/`)).toEqual(
      kept.flatMap((image) => [image.img, image.webp, image.thumb]).sort(),
    );
  });

  it('go with their listing, and with their owner', async () => {
    const owner = await signedInOwner(t);
    const kept = await addListing(t, owner);
    const deleted = await addListing(t, owner);
    expect((await uploadImages(t, owner, kept, 4)).statusCode).toBe(200);
    expect((await uploadImages(t, owner, deleted, 4)).statusCode).toBe(200);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deleteProperty',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId: deleted },
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await keysIn(`uploads/${owner.userId}/${deleted}/`)).toEqual([]);
    expect(await keysIn(`uploads/${owner.userId}/${kept}/`)).toHaveLength(12);

    const admin = await signedInAdmin(t);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/admin/deleteOwner/${owner.userId}`,
      headers: admin.headers,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await keysIn(`uploads/${owner.userId}/`)).toEqual([]);
  });

  it('make the server ready only while the bucket answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({
      ok: true,
      stopping: false,
      database: true,
      redis: true,
      storage: true,
    });
  });
});

describe('photos in a public bucket (S3_PUBLIC_URL)', () => {
  it('are redirected to, with the object’s own caching', async () => {
    const cdn = 'https://photos.basera.test';
    const app = await createTestApp(s3Env({ ...s3.settings, publicUrl: cdn }));
    try {
      const owner = await signedInOwner(app);
      const propertyId = await addListing(app, owner);
      const images = json(await uploadImages(app, owner, propertyId, 4))
        .propertyImg as PropertyImage[];
      const res = await app.app.inject({ method: 'GET', url: `/${images[0]!.img}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${cdn}/${images[0]!.img}`);
    } finally {
      await app.close();
    }
  });
});
