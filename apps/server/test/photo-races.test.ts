import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, type PropertyImage } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { addListing, jpeg, multipart, signedInOwner, uploadImages, type Owner } from './fixtures';
import { adminEnv, json } from './support';

/**
 * Requests sent all at once. On PostgreSQL they run on separate connections, truly in
 * parallel; the listing's row lock makes them take turns where they change its photos.
 */
let t: TestApp;
let owner: Owner;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  owner = await signedInOwner(t);
});
afterAll(() => t.close());

const stored = async (propertyId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/owner/getExistingPropertyImages?userId=${owner.userId}&propertyId=${propertyId}`,
    headers: owner.headers,
  });
  return res.json() as PropertyImage[];
};

describe('photos changed by parallel requests', () => {
  it('uploads at once never take a listing past 8 photos', async () => {
    const propertyId = await addListing(t, owner);
    expect((await uploadImages(t, owner, propertyId, 4)).statusCode).toBe(200);
    const small = await jpeg(7, 120, 90);
    const one = async () => {
      const body = await multipart({ userId: owner.userId, property_id: propertyId }, [
        { bytes: small },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/owner/uploadPropertyImg',
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const results = await Promise.all(Array.from({ length: 10 }, one));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(IMAGE_LIMITS.maxOnUpload - 4);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
    expect(await stored(propertyId)).toHaveLength(IMAGE_LIMITS.maxOnUpload);
  });

  it('deletes at once never leave a listing with fewer than 4 photos', async () => {
    const propertyId = await addListing(t, owner);
    const images = json(await uploadImages(t, owner, propertyId, 7)).propertyImg as PropertyImage[];
    const results = await Promise.all(
      images.map((image) =>
        t.app.inject({
          method: 'DELETE',
          url: '/owner/deletePropertyImage',
          headers: owner.headers,
          payload: { userId: owner.userId, propertyId, image: image.img },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await stored(propertyId)).toHaveLength(IMAGE_LIMITS.minOnUpload);
  });
});
