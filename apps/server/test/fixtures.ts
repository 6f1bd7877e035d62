import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './harness';
import { json, signedInUser } from './support';

/** A real photo-like JPEG, with EXIF GPS that the server must strip. */
export async function jpeg(seed = 0, width = 1200, height = 800): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: (seed * 40) % 255, g: 120, b: 200 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: 'test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 5/1 0/1' },
    })
    .toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 4, background: '#ff8800' } })
    .png()
    .toBuffer();
}

/** A JPEG of just over 1 MB (noise does not compress). */
export async function oversizedJpeg(): Promise<Buffer> {
  const width = 1100;
  const height = 1100;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const out = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(out.length).toBeGreaterThan(1024 * 1024);
  return out;
}

/** A multipart body built with the platform's FormData, as a browser would send it. */
export async function multipart(
  fields: Record<string, string>,
  files: { name?: string; bytes: Buffer; type?: string }[],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      'file',
      new Blob([file.bytes], { type: file.type ?? 'image/jpeg' }),
      file.name ?? 'photo.jpg',
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

export const rentListing = {
  propertyType: 'rent',
  propertyTitle: '2 BHK flat near Vyapar Vihar',
  desc: 'Bright corner flat with cross ventilation, covered parking and 24 hour water supply.',
  address: 'Vyapar Vihar, Near Seepat Road',
  city: 'Bilaspur',
  mapLink: 'https://maps.google.com/?q=22.08,82.14',
  area: 1150,
  listedBy: 'Owner',
  amenities: ['Lift', 'Parking', 'Power Backup'],
  bhk: '2 BHK',
  propertyCondition: 'Semi-Furnished',
  property: 'Apartment',
  rent: 14000,
  deposit: 28000,
} as const;

export async function signedInOwner(t: TestApp, overrides: Record<string, string> = {}) {
  const user = await signedInUser(t, overrides);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/owner/signInAsOwner',
    headers: user.headers,
    payload: { userId: user.userId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

export type Owner = Awaited<ReturnType<typeof signedInOwner>>;

export async function addListing(
  t: TestApp,
  owner: Owner,
  listing: Record<string, unknown> = rentListing,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/owner/addProperty',
    headers: owner.headers,
    payload: { userId: owner.userId, ...listing },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).propertyId as string;
}

export async function uploadImages(t: TestApp, owner: Owner, propertyId: string, count = 4) {
  const files = await Promise.all(
    Array.from({ length: count }, (_, i) => jpeg(i).then((bytes) => ({ bytes }))),
  );
  const body = await multipart({ userId: owner.userId, property_id: propertyId }, files);
  return t.app.inject({
    method: 'POST',
    url: '/owner/uploadPropertyImg',
    headers: { ...owner.headers, ...body.headers },
    payload: body.payload,
  });
}

/** Add, photograph and submit: a listing waiting for review. */
export async function submittedListing(
  t: TestApp,
  owner: Owner,
  listing: Record<string, unknown> = rentListing,
) {
  const propertyId = await addListing(t, owner, listing);
  expect((await uploadImages(t, owner, propertyId)).statusCode).toBe(200);
  const submit = await t.app.inject({
    method: 'PUT',
    url: '/owner/submitProperty',
    headers: owner.headers,
    payload: { userId: owner.userId, propertyId },
  });
  expect(submit.statusCode, submit.body).toBe(200);
  return propertyId;
}

/** The admin approves the owner's submitted listing. */
export async function approve(
  t: Pick<TestApp, 'app'>,
  owner: Owner,
  admin: { headers: Record<string, string> },
  propertyId: string,
) {
  const approved = await t.app.inject({
    method: 'PUT',
    url: '/admin/updateCampaignRequest',
    headers: admin.headers,
    payload: { userId: owner.userId, propertyId, campaignRequest: 'Approve' },
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

/** Add, photograph, submit and approve: a listing the public can see. */
export async function approvedListing(
  t: TestApp,
  owner: Owner,
  admin: { headers: Record<string, string> },
  listing: Record<string, unknown> = rentListing,
) {
  const propertyId = await submittedListing(t, owner, listing);
  await approve(t, owner, admin, propertyId);
  return propertyId;
}
