import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS_PER_SITEMAP, SITEMAP_SITE_PAGES } from '@basera/contract';
import { properties } from '../src/db/schema';
import { createTestApp, type TestApp } from './harness';
import {
  addListing,
  approvedListing,
  rentListing,
  signedInOwner,
  submittedListing,
  type Owner,
} from './fixtures';
import { insertOwner, row } from './listing-arbitraries';
import { adminEnv, signedInAdmin, signedInUser } from './support';

/*
 * GET /robots.txt and GET /sitemap.xml: what a search engine is told to crawl. The sitemap
 * names every listing in public lists, under APP_URL, and nothing else of the database.
 */

const ORIGIN = 'http://basera.test';
let t: TestApp;
let owner: Owner;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let approved: string;
let draft: string;
let submitted: string;
let rented: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);
const listingUrl = (id: string) => `${ORIGIN}/propertyDetails/user/${id}`;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
  owner = await signedInOwner(t);
  approved = await approvedListing(t, owner, admin, rentListing);
  draft = await addListing(t, owner, rentListing);
  submitted = await submittedListing(t, owner, rentListing);
  rented = await approvedListing(t, owner, admin, rentListing);
  const marked = await t.app.inject({
    method: 'PUT',
    url: '/owner/markUnavailable',
    headers: owner.headers,
    payload: { userId: owner.userId, propertyId: rented },
  });
  expect(marked.statusCode, marked.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, not the API nor the screens behind sign-in, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const closed of [
      '/api/',
      '/user/',
      '/owner/',
      '/admin/',
      '/ownerDashboard',
      '/savedProperty/',
    ])
      expect(lines).toContain(`Disallow: ${closed}`);
    // Listings and photos stay open: a shared link's preview and the JSON-LD's images need them.
    expect(
      lines.filter((line) => /^Disallow: \/(propertyDetails|search|uploads)/i.test(line)),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('names the site’s pages and every listing in public lists, with its last change', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = locsOf(res.body);
    for (const path of SITEMAP_SITE_PAGES) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).toContain(listingUrl(approved));
    // Drafts, listings in review and one its owner marked rented are not for crawlers.
    for (const id of [draft, submitted, rented]) expect(res.body).not.toContain(id);
    const entry = new RegExp(
      `<url><loc>${listingUrl(approved)}</loc><lastmod>(\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z)</lastmod></url>`,
    ).exec(res.body);
    expect(Date.now() - Date.parse(entry![1]!)).toBeLessThan(10 * 60_000);
  });

  it('follows the lists at once: a listing approved or relisted now is in it', async () => {
    const fresh = await submittedListing(t, owner, rentListing);
    expect((await get('/sitemap.xml')).body).not.toContain(fresh);
    const decided = await t.app.inject({
      method: 'PUT',
      url: '/admin/updateCampaignRequest',
      headers: admin.headers,
      payload: { userId: owner.userId, propertyId: fresh, campaignRequest: 'Approve' },
    });
    expect(decided.statusCode).toBe(200);
    expect(locsOf((await get('/sitemap.xml')).body)).toContain(listingUrl(fresh));
  });

  it('is the same whoever asks: a token shows nothing more', async () => {
    const reader = await signedInUser(t);
    const anonymous = (await get('/sitemap.xml')).body;
    for (const headers of [reader.headers, admin.headers, owner.headers]) {
      const res = await get('/sitemap.xml', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(anonymous);
    }
  });

  it('answers 400 for a page that is not a whole number from 1, and 404 past the last', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '100001']) {
      const res = await get(`/sitemap.xml?page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await get('/sitemap.xml?page=1')).body).toBe((await get('/sitemap.xml')).body);
    const past = await get('/sitemap.xml?page=2');
    expect(past.statusCode).toBe(404);
  });

  it(`becomes an index of files of ${LISTINGS_PER_SITEMAP} when the listings outgrow one`, async () => {
    const bulkOwner = await insertOwner(t.database.db, 'Bulk');
    const bulk = {
      propertyType: 'rent' as const,
      campaignRequest: 'Approve' as const,
      city: 'Raipur' as const,
      property: 'Apartment' as const,
      bhk: '2 BHK' as const,
      propertyCondition: null,
      listedBy: 'Owner' as const,
      sharing: null,
      amenities: [],
      amount: 12000,
      hidden: [],
    };
    for (let done = 0; done < LISTINGS_PER_SITEMAP; done += 1000) {
      await t.database.db
        .insert(properties)
        .values(Array.from({ length: 1000 }, () => row(bulkOwner, bulk)));
    }
    // Written behind the services' back: clear what they would have cleared.
    t.app.publicCache.invalidate();

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locsOf(index.body)).toEqual([
      `${ORIGIN}/sitemap.xml?page=1`,
      `${ORIGIN}/sitemap.xml?page=2`,
    ]);

    const [first, second] = await Promise.all([
      get('/sitemap.xml?page=1'),
      get('/sitemap.xml?page=2'),
    ]);
    const firstListings = locsOf(first.body).filter((loc) => loc.includes('/propertyDetails/'));
    const secondListings = locsOf(second.body).filter((loc) => loc.includes('/propertyDetails/'));
    expect(firstListings).toHaveLength(LISTINGS_PER_SITEMAP);
    // The oldest come first: the listings made through the API before the bulk.
    expect(firstListings.slice(0, 1)).toEqual([listingUrl(approved)]);
    expect(locsOf(second.body)).not.toContain(`${ORIGIN}/`);
    const everyListing = new Set([...firstListings, ...secondListings]);
    expect(everyListing.size).toBe(firstListings.length + secondListings.length);
    expect(everyListing.size).toBe(LISTINGS_PER_SITEMAP + 2); // approved and the fresh one
    expect((await get('/sitemap.xml?page=3')).statusCode).toBe(404);
  }, 120_000);
});
