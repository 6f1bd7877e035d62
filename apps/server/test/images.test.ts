import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type PropertyImage } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import {
  addListing,
  jpeg,
  multipart,
  oversizedJpeg,
  png,
  signedInOwner,
  uploadImages,
  type Owner,
} from './fixtures';
import { adminEnv, json, signedInAdmin, signedInUser } from './support';
import { DEFAULT_RATE_LIMITS } from '../src/config';

let t: TestApp;
let owner: Owner;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  owner = await signedInOwner(t);
});
afterAll(() => t.close());

async function upload(
  who: { userId: string; headers: Record<string, string> },
  propertyId: string,
  files: { bytes: Buffer; name?: string; type?: string }[],
  userId = who.userId,
) {
  const body = await multipart({ userId, property_id: propertyId }, files);
  return t.app.inject({
    method: 'POST',
    url: '/owner/uploadPropertyImg',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}
const photos = (n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => jpeg(i).then((bytes) => ({ bytes }))));
const folderOf = (propertyId: string) =>
  path.join(t.config.dataDir, 'uploads', owner.userId, propertyId);

describe('uploading photos', () => {
  it('stores 4 photos re-encoded without metadata, each with a WebP copy and a thumbnail', async () => {
    const propertyId = await addListing(t, owner);
    const res = await upload(owner, propertyId, [
      ...(await photos(3)),
      { bytes: await png(), name: 'plan.png', type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).msg).toBe(MSG.imagesUploaded);
    const images = json(res).propertyImg as PropertyImage[];
    expect(images).toHaveLength(4);
    expect(images[0]!.img).toMatch(
      new RegExp(`^uploads/${owner.userId}/${propertyId}/[A-Za-z0-9_-]{22}\\.jpg$`),
    );
    expect(images[3]!.img).toMatch(/\.png$/);

    const served = await t.app.inject({ method: 'GET', url: `/${images[0]!.img}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();

    const thumb = await t.app.inject({ method: 'GET', url: `/${images[0]!.thumb}` });
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(480);
    expect((await readdir(folderOf(propertyId))).length).toBe(12);
  });

  it('caps the longest side of a large photo', async () => {
    const propertyId = await addListing(t, owner);
    const big = await jpeg(1, 3000, 2000);
    const res = await upload(owner, propertyId, [{ bytes: big }, ...(await photos(3))]);
    const img = (json(res).propertyImg as PropertyImage[])[0]!.img;
    const served = await t.app.inject({ method: 'GET', url: `/${img}` });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
  });

  it.each([
    [3, MSG.imagesMinNew],
    [9, MSG.imagesMaxNew],
  ])('refuses %i photos on a new upload with "%s" and writes nothing', async (n, message) => {
    const propertyId = await addListing(t, owner);
    const res = await upload(owner, propertyId, await photos(n));
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe(message);
    await expect(readdir(folderOf(propertyId))).rejects.toThrow();
  });

  it('refuses a text file named .jpg as "Unsupported Format" and keeps none of the batch', async () => {
    const propertyId = await addListing(t, owner);
    const fake = {
      bytes: Buffer.from('just some text, honestly'),
      name: 'house.jpg',
      type: 'image/jpeg',
    };
    const res = await upload(owner, propertyId, [...(await photos(3)), fake]);
    expect(res.statusCode).toBe(415);
    expect(json(res).error).toBe(MSG.imageFormat);
    const list = await t.app.inject({
      method: 'GET',
      url: `/owner/getExistingPropertyImages?userId=${owner.userId}&propertyId=${propertyId}`,
      headers: owner.headers,
    });
    expect(list.json()).toEqual([]);
  });

  it('refuses a GIF and a truncated JPEG as "Unsupported Format"', async () => {
    const propertyId = await addListing(t, owner);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const res = await upload(owner, propertyId, [
      ...(await photos(3)),
      { bytes: gif, name: 'a.gif', type: 'image/gif' },
    ]);
    expect(res.statusCode).toBe(415);
    const truncated = (await jpeg(2)).subarray(0, 200);
    const res2 = await upload(owner, propertyId, [...(await photos(3)), { bytes: truncated }]);
    expect(res2.statusCode).toBe(415);
  });

  it('refuses a photo of 1.1 MB with "Image maximum size is 1 MB"', async () => {
    const propertyId = await addListing(t, owner);
    const res = await upload(owner, propertyId, [
      ...(await photos(3)),
      { bytes: await oversizedJpeg() },
    ]);
    expect(res.statusCode).toBe(413);
    expect(json(res).error).toBe(MSG.imageSize);
    await expect(readdir(folderOf(propertyId))).rejects.toThrow();
  });

  it('refuses a small file that decodes to more than 25 megapixels, with a clear 413', async () => {
    const propertyId = await addListing(t, owner);
    // 6,000 × 4,200 = 25.2 megapixels of one colour: a few kilobytes of PNG.
    const bomb = await sharp({
      create: { width: 6000, height: 4200, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(owner, propertyId, [
      ...(await photos(3)),
      { bytes: bomb, name: 'plan.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(json(res).error).toBe(MSG.imagePixels);
    expect(await readdir(folderOf(propertyId)).catch(() => [])).toEqual([]);
  });

  it('accepts a photo of exactly 25 megapixels', async () => {
    const propertyId = await addListing(t, owner);
    const large = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#996633' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(owner, propertyId, [...(await photos(3)), { bytes: large }]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('processes at most the configured number of photos at once, across uploads', async () => {
    const bounded = await createTestApp(adminEnv, { photoConcurrency: 2 });
    try {
      const someone = await signedInOwner(bounded);
      const ids = await Promise.all([1, 2, 3].map(() => addListing(bounded, someone)));
      const results = await Promise.all(ids.map((id) => uploadImages(bounded, someone, id, 4)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(bounded.app.photoProcessor.mostAtOnce).toBe(2);
    } finally {
      await bounded.close();
    }
  });

  it('applies the edit-time counts: existing plus new between 4 and 8', async () => {
    const propertyId = await addListing(t, owner);
    expect((await upload(owner, propertyId, await photos(4))).statusCode).toBe(200);
    const tooMany = await upload(owner, propertyId, await photos(5));
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).error).toBe(MSG.imagesMaxTotal);
    expect((await upload(owner, propertyId, await photos(4))).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/owner/getExistingPropertyImages?userId=${owner.userId}&propertyId=${propertyId}`,
      headers: owner.headers,
    });
    expect(list.json()).toHaveLength(8);
  });

  it('needs a token, the owner’s own property and a user token', async () => {
    const propertyId = await addListing(t, owner);
    const files = await photos(4);
    const body = await multipart({ userId: owner.userId, property_id: propertyId }, files);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/owner/uploadPropertyImg',
          headers: body.headers,
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(401);
    const other = await signedInOwner(t);
    expect((await upload(other, propertyId, files)).statusCode).toBe(403);
    expect((await upload(other, propertyId, files, owner.userId)).statusCode).toBe(403);
    const admin = await signedInAdmin(t);
    expect(
      (await upload({ userId: owner.userId, headers: admin.headers }, propertyId, files))
        .statusCode,
    ).toBe(403);
    const plain = await signedInUser(t);
    expect((await upload(plain, propertyId, files)).statusCode).toBe(403);
  });

  it('answers 400 without ids and 415 for a JSON body', async () => {
    const body = await multipart({}, await photos(4));
    const res = await t.app.inject({
      method: 'POST',
      url: '/owner/uploadPropertyImg',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/owner/uploadPropertyImg',
      headers: owner.headers,
      payload: { file: 'x' },
    });
    expect(asJson.statusCode).toBe(415);
  });
});

describe('removing a photo', () => {
  it('removes one photo and its files by stored name or uploads path', async () => {
    const propertyId = await addListing(t, owner);
    const res = await uploadImages(t, owner, propertyId, 6);
    const [first, second] = json(res).propertyImg as PropertyImage[];
    const byName = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deletePropertyImage',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId, image: path.basename(first!.img) },
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(json(byName).msg).toBe(MSG.imageDeleted);
    expect((await t.app.inject({ method: 'GET', url: `/${first!.webp}` })).statusCode).toBe(404);
    const byPath = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deletePropertyImage',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId, image: second!.img },
    });
    expect(byPath.statusCode).toBe(200);
    expect((await readdir(folderOf(propertyId))).length).toBe(12);
  });

  it.each([
    '../../../etc/passwd',
    '..%2F..%2Fjwt-secret',
    'uploads/../../jwt-secret.jpg',
    '/etc/hosts.jpg',
    'a/b/c.jpg',
    '',
  ])('refuses the path trick %j with 400', async (image) => {
    const propertyId = await addListing(t, owner);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deletePropertyImage',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId, image },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses another property’s photo path and another owner', async () => {
    const a = await addListing(t, owner);
    const b = await addListing(t, owner);
    const img = (json(await uploadImages(t, owner, b, 5)).propertyImg as PropertyImage[])[0]!.img;
    const cross = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deletePropertyImage',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId: a, image: img },
    });
    expect(cross.statusCode).toBe(400);
    const other = await signedInOwner(t);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deletePropertyImage',
      headers: other.headers,
      payload: { userId: other.userId, propertyId: b, image: path.basename(img) },
    });
    expect(theirs.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/owner/deletePropertyImage',
          payload: { userId: owner.userId, propertyId: b, image: path.basename(img) },
        })
      ).statusCode,
    ).toBe(401);
  });

  it.each(['Pending', 'Submitted'] as const)(
    'keeps at least 4 photos on a %s listing, with the form’s message',
    async (status) => {
      const propertyId = await addListing(t, owner);
      const img = (
        json(await uploadImages(t, owner, propertyId, 4)).propertyImg as PropertyImage[]
      )[0]!.img;
      if (status === 'Submitted') {
        await t.app.inject({
          method: 'PUT',
          url: '/owner/submitProperty',
          headers: owner.headers,
          payload: { userId: owner.userId, propertyId },
        });
      }
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/owner/deletePropertyImage',
        headers: owner.headers,
        payload: { userId: owner.userId, propertyId, image: img },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).error).toBe(MSG.imageRemovalBlocked);
      expect((await t.app.inject({ method: 'GET', url: `/${img}` })).statusCode).toBe(200);
    },
  );

  it('answers 403 for another owner’s photo named by its full path, before reading the name', async () => {
    const propertyId = await addListing(t, owner);
    const img = (
      json(await uploadImages(t, owner, propertyId, 5)).propertyImg as PropertyImage[]
    )[0]!.img;
    const other = await signedInOwner(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deletePropertyImage',
      headers: other.headers,
      payload: { userId: other.userId, propertyId, image: img },
    });
    expect(res.statusCode).toBe(403);
  });

  it('removes the file too when the listing id is written in upper case', async () => {
    const propertyId = await addListing(t, owner);
    const img = (
      json(await uploadImages(t, owner, propertyId, 5)).propertyImg as PropertyImage[]
    )[0]!.img;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deletePropertyImage',
      headers: owner.headers,
      payload: {
        userId: owner.userId,
        propertyId: propertyId.toUpperCase(),
        image: `uploads/${owner.userId}/${propertyId.toUpperCase()}/${path.basename(img)}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/${img}` })).statusCode).toBe(404);
    const left = await t.app.inject({
      method: 'GET',
      url: `/owner/getExistingPropertyImages?userId=${owner.userId}&propertyId=${propertyId}`,
      headers: owner.headers,
    });
    expect((left.json() as PropertyImage[]).map((i) => i.img)).not.toContain(img);
  });

  it('answers 404 for a photo that is not there', async () => {
    const propertyId = await addListing(t, owner);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deletePropertyImage',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId, image: 'AAAAAAAAAAAAAAAAAAAAAA.jpg' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('upload limits', () => {
  it('limit uploads per account, whatever the address', async () => {
    const limited = await createTestApp(adminEnv, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, uploadPerAccount: 3 },
    });
    try {
      const someone = await signedInOwner(limited);
      const propertyId = await addListing(limited, someone);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // Empty uploads: refused for their content, but counted like any other.
        const body = await multipart({ userId: someone.userId, property_id: propertyId }, []);
        const res = await limited.app.inject({
          method: 'POST',
          url: '/owner/uploadPropertyImg',
          remoteAddress: `10.1.2.${i + 1}`,
          headers: { ...someone.headers, ...body.headers },
          payload: body.payload,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
