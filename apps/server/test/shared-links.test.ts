import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyPreviewSchema, type PropertyPreview } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import {
  addListing,
  approvedListing,
  jpeg,
  multipart,
  rentListing,
  signedInOwner,
  type Owner,
} from './fixtures';
import { adminEnv, signedInAdmin, signedInUser } from './support';

/*
 * A shared property link: the public preview (GET /api/propertyPreview/{id}) and the link
 * preview tags in the HTML the server sends for the two details routes.
 */

let t: TestApp;
let owner: Owner;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let approved: string;
let draft: string;
let sentBack: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const INDEX_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><!--app-head--><title>Static</title><!--/app-head--></head><body><div id="root"></div></body></html>';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'basera-web-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp(adminEnv, { webDist: dist });
  admin = await signedInAdmin(t);
  owner = await signedInOwner(t);
  approved = await approvedListing(t, owner, admin, {
    ...rentListing,
    propertyTitle: 'Sunny "flat" <near> Vihar',
  });
  draft = await addListing(t, owner, { ...rentListing, propertyTitle: 'Secret draft flat' });
  // Approved, then edited: back in review, out of public view.
  sentBack = await approvedListing(t, owner, admin, {
    ...rentListing,
    propertyTitle: 'Edited after approval',
  });
  const edit = await t.app.inject({
    method: 'PUT',
    url: '/owner/updateProperty',
    headers: owner.headers,
    payload: { userId: owner.userId, propertyId: sentBack, ...rentListing, rent: 15000 },
  });
  expect(edit.statusCode, edit.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/propertyPreview/{id}', () => {
  it('gives anyone the preview fields of an approved listing, and nothing more', async () => {
    const res = await get(`/api/propertyPreview/${approved}`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = propertyPreviewSchema.strict().parse(res.json()) as PropertyPreview;
    expect(preview).toMatchObject({
      _id: approved,
      propertyTitle: 'Sunny "flat" <near> Vihar',
      propertyType: 'rent',
      property: 'Apartment',
      city: 'Bilaspur',
      area: 1150,
      bhk: '2 BHK',
      rent: 14000,
      price: null,
    });
    expect(preview.photo?.img).toMatch(
      new RegExp(`^uploads/${owner.userId}/${approved}/.+\\.jpg$`),
    );
    expect(res.body).not.toContain(rentListing.address);
    expect(res.body).not.toContain(rentListing.desc);
    // A public read: no private-answer header, so browsers and CDNs may keep it.
    expect(res.headers['cache-control']).toBeUndefined();
    // The photo named is served.
    expect((await get(`/${preview.photo!.img}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for drafts and listings back in review', async () => {
    for (const id of [UNKNOWN, draft, sentBack]) {
      const res = await get(`/api/propertyPreview/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).not.toContain('Secret draft');
      expect(res.body).not.toContain('Edited after approval');
    }
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['not-a-uuid', '1', `${approved}x`, "'; drop table properties; --"]) {
      const res = await get(`/api/propertyPreview/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('answers a user token and an admin token as anyone, unapproved ones included', async () => {
    const reader = await signedInUser(t);
    for (const headers of [reader.headers, admin.headers, owner.headers]) {
      const res = await get(`/api/propertyPreview/${approved}`, headers);
      expect(res.statusCode).toBe(200);
      expect((res.json() as PropertyPreview)._id).toBe(approved);
      // Read with a token, an answer is never kept by shared caches.
      expect(res.headers['cache-control']).toBe('no-store');
      // The preview is for approved listings only, even to their owner and the admin.
      expect((await get(`/api/propertyPreview/${draft}`, headers)).statusCode).toBe(404);
    }
  });

  it('follows the listing: rejected or deleted, the cached preview is gone', async () => {
    const id = await approvedListing(t, owner, admin, rentListing);
    expect((await get(`/api/propertyPreview/${id}`)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/owner/deleteProperty',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId: id },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/propertyPreview/${id}`)).statusCode).toBe(404);
  });
});

/** The content of each meta tag in the served HTML, by property or name. */
function metaOf(html: string) {
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  ))
    tags.set(key!, value!);
  return tags;
}

describe('link preview tags in the served HTML', () => {
  it('name an approved listing on both details routes, escaped, with its first photo', async () => {
    for (const url of [
      `/propertyDetails/user/${approved}`,
      `/search/PropertyDetails/home/${approved}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const tags = metaOf(res.body);
      expect(tags.get('og:title')).toBe(
        'Sunny &quot;flat&quot; &lt;near&gt; Vihar · ₹14,000/month',
      );
      expect(tags.get('og:description')).toBe(
        'For Rent · 2 BHK Apartment · 1,150 sq ft · Bilaspur',
      );
      expect(tags.get('og:url')).toBe(`http://basera.test${url}`);
      expect(tags.get('og:image')).toMatch(
        new RegExp(`^http://basera\\.test/uploads/${owner.userId}/${approved}/.+\\.jpg$`),
      );
      // The fixtures upload 1200 × 800 photos; the stored copy keeps that size.
      expect(tags.get('og:image:width')).toBe('1200');
      expect(tags.get('og:image:height')).toBe('800');
      expect(tags.get('twitter:card')).toBe('summary_large_image');
      expect(res.body).toContain(
        '<title>Sunny &quot;flat&quot; &lt;near&gt; Vihar · ₹14,000/month | Basera</title>',
      );
      expect(res.body).not.toContain('<title>Static</title>');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('are the site’s own for unknown, unapproved and malformed ids and for other pages', async () => {
    for (const url of [
      `/propertyDetails/user/${UNKNOWN}`,
      `/propertyDetails/user/${draft}`,
      `/search/PropertyDetails/home/${sentBack}`,
      '/propertyDetails/user/not-an-id',
      '/',
      '/search?search=flat',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const tags = metaOf(res.body);
      expect(tags.get('og:title'), url).toBe('Basera | Homes to buy and rent in Chhattisgarh');
      expect(tags.get('og:url'), url).toBe('http://basera.test/');
      expect(tags.has('og:image'), url).toBe(false);
      expect(res.body).not.toContain('Secret draft');
      expect(res.body).not.toContain('Edited after approval');
    }
  });

  it("carry the listing's schema.org JSON-LD: what a signed-out reader sees, never the lister", async () => {
    const res = await get(`/search/PropertyDetails/home/${approved}`);
    const blocks = [
      ...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map(([, text]) => JSON.parse(text!) as Record<string, unknown>);
    expect(blocks).toHaveLength(1);
    const page = `http://basera.test/propertyDetails/user/${approved}`;
    expect(blocks[0]).toMatchObject({
      '@type': 'RealEstateListing',
      url: page,
      name: 'Sunny "flat" <near> Vihar',
      description: rentListing.desc,
      offers: { price: 14000, priceCurrency: 'INR' },
      about: {
        address: { streetAddress: rentListing.address, addressLocality: 'Bilaspur' },
        floorSize: { value: 1150, unitCode: 'FTK' },
        numberOfBedrooms: 2,
      },
    });
    expect(blocks[0]!.image).toHaveLength(4);
    for (const secret of [owner.person.userPhone, owner.person.userLastName, rentListing.mapLink])
      expect(res.body).not.toContain(secret);

    for (const url of [`/propertyDetails/user/${draft}`, `/propertyDetails/user/${UNKNOWN}`, '/']) {
      expect((await get(url)).body, url).not.toContain('application/ld+json');
    }
  });

  it('leave out a first photo narrower than 600 px, keeping the listing’s title', async () => {
    const small = await addListing(t, owner, { ...rentListing, propertyTitle: 'Small photos' });
    const files = await Promise.all([0, 1, 2, 3].map((i) => jpeg(i, 500, 400)));
    const body = await multipart(
      { userId: owner.userId, property_id: small },
      files.map((bytes) => ({ bytes })),
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/owner/uploadPropertyImg',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/owner/submitProperty',
      headers: owner.headers,
      payload: { userId: owner.userId, propertyId: small },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/admin/updateCampaignRequest',
      headers: admin.headers,
      payload: { userId: owner.userId, propertyId: small, campaignRequest: 'Approve' },
    });
    const tags = metaOf((await get(`/propertyDetails/user/${small}`)).body);
    expect(tags.get('og:title')).toBe('Small photos · ₹14,000/month');
    expect(tags.has('og:image')).toBe(false);
    expect(tags.get('twitter:card')).toBe('summary');
  });
});
