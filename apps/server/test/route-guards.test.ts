import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG, MSG } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { rentListing } from './fixtures';
import { adminEnv, json, signedInAdmin, signedInUser, type Method } from './support';

/**
 * Every route the app registers, classified by who may call it. The list of routes comes from
 * the app itself, so a new route that is not classified here fails the first test. Each class
 * is then checked: no token is 401, the wrong kind of token is 403, a user who is not an owner
 * gets 403 on owner routes, and public routes answer without a token.
 */
type Access = 'public' | 'user' | 'owner' | 'admin' | 'account';
type Probe = { url?: string; body?: object };

const ID = '00000000-0000-4000-8000-000000000000';
const SELF = '{self}';

const ROUTES: Record<string, { access: Access; probe?: Probe }> = {
  'GET /health': { access: 'public' },
  'GET /ready': { access: 'public' },
  'POST /user/register': { access: 'public' },
  'POST /api/login': { access: 'public' },
  'POST /api/verifyLink': { access: 'public' },
  'POST /api/verifyAccount/:verificationToken': { access: 'public' },
  'POST /api/resetPassword/:resetToken': { access: 'public' },
  'GET /api/property': { access: 'public' },
  'GET /api/property/:id': { access: 'public' },
  'GET /api/propertyPreview/:id': { access: 'public' },
  'GET /api/property/:id/similar': { access: 'public' },
  'GET /api/property/map': { access: 'public' },
  'GET /user/search': { access: 'public' },
  'GET /user/property/review/:propertyId': { access: 'public' },
  'POST /user/contact': { access: 'public' },
  'GET /api/Testimonials': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /uploads/*': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },

  'GET /api/getUser/:userId': { access: 'account' },
  'GET /owner/property': { access: 'account', probe: { url: `/owner/property?userId=${SELF}` } },
  'DELETE /owner/deleteProperty': {
    access: 'account',
    probe: { body: { userId: SELF, propertyId: ID } },
  },

  'PUT /user/updateUser/:userId': {
    access: 'user',
    probe: {
      body: { firstName: 'Priya', lastName: 'Verma', phone: '7000012345', whatsApp: '7000012345' },
    },
  },
  'PUT /owner/signInAsOwner': { access: 'user', probe: { body: { userId: SELF } } },
  'GET /owner/getPropertyOwner': {
    access: 'user',
    probe: { url: `/owner/getPropertyOwner?userId=${SELF}` },
  },
  'POST /user/saveProperty': { access: 'user', probe: { body: { userId: SELF, propertyId: ID } } },
  'POST /user/unsaveProperty': {
    access: 'user',
    probe: { body: { userId: SELF, propertyId: ID } },
  },
  'GET /user/getSaveProperty/:userId/:propertyId': { access: 'user' },
  'GET /user/savedPropertyIds/:userId': { access: 'user' },
  'GET /user/bookMarkProperty/:userId': { access: 'user' },
  'POST /user/property/review/:userId/:propertyId': {
    access: 'user',
    probe: { body: { review: 'A perfectly fine review.' } },
  },
  'DELETE /user/property/review/:reviewId': { access: 'account' },
  'POST /user/reportReview/:reviewId': { access: 'user', probe: { body: { reason: 'Other' } } },
  'POST /user/scheduleMeeting/:propertyId': { access: 'user', probe: { body: { name: 'Rohit' } } },

  'POST /owner/addProperty': { access: 'owner', probe: { body: { userId: SELF, ...rentListing } } },
  'PUT /owner/updateProperty': {
    access: 'owner',
    probe: { body: { userId: SELF, propertyId: ID, ...rentListing } },
  },
  'GET /owner/getPropertyDetails': {
    access: 'owner',
    probe: { url: `/owner/getPropertyDetails?userId=${SELF}&propertyId=${ID}` },
  },
  'PUT /owner/submitProperty': {
    access: 'owner',
    probe: { body: { userId: SELF, propertyId: ID } },
  },
  'POST /owner/uploadPropertyImg': { access: 'owner' },
  'GET /owner/getExistingPropertyImages': {
    access: 'owner',
    probe: { url: `/owner/getExistingPropertyImages?userId=${SELF}&propertyId=${ID}` },
  },
  'DELETE /owner/deletePropertyImage': {
    access: 'owner',
    probe: { body: { userId: SELF, propertyId: ID, image: 'AAAAAAAAAAAAAAAAAAAAAA.jpg' } },
  },
  'GET /owner/meetings': { access: 'owner', probe: { url: `/owner/meetings?userId=${SELF}` } },
  'PUT /owner/meetings/:id/answer': { access: 'owner', probe: { body: { answer: 'accepted' } } },
  'PUT /owner/confirmAvailable': {
    access: 'owner',
    probe: { body: { userId: SELF, propertyId: ID } },
  },
  'PUT /owner/markUnavailable': {
    access: 'owner',
    probe: { body: { userId: SELF, propertyId: ID } },
  },
  'POST /user/reportProperty/:propertyId': { access: 'user', probe: { body: { reason: 'Other' } } },

  'GET /admin/getCount': { access: 'admin' },
  'GET /admin/Users': { access: 'admin' },
  'GET /admin/Owners': { access: 'admin' },
  'GET /admin/Meeting': { access: 'admin' },
  'GET /admin/Messages': { access: 'admin' },
  'PUT /admin/updateCampaignRequest': {
    access: 'admin',
    probe: { body: { userId: ID, propertyId: ID, campaignRequest: 'Approve' } },
  },
  'GET /admin/reviewQueue': { access: 'admin' },
  'GET /admin/reviewProperty/:propertyId': { access: 'admin' },
  'GET /admin/Reports': { access: 'admin' },
  'PUT /admin/resolveReport/:id': { access: 'admin', probe: { body: { action: 'dismiss' } } },
  'PUT /admin/blockUser/:userId': { access: 'admin', probe: { body: { blocked: true } } },
  'GET /admin/reviewReports': { access: 'admin' },
  'PUT /admin/resolveReviewReport/:id': {
    access: 'admin',
    probe: { body: { action: 'dismiss' } },
  },
  'DELETE /admin/deleteOwner/:id': { access: 'admin' },
  'DELETE /admin/deleteMeeting/:id': { access: 'admin' },
  'DELETE /admin/deleteMessage/:id': { access: 'admin' },
  'DELETE /admin/deleteTestimonial/:id': { access: 'admin' },
  'POST /admin/addTestimonial': {
    access: 'admin',
    probe: { body: { name: 'Neha', review: 'Great service here.', rating: 5 } },
  },
  'PUT /admin/updateTestimonial': {
    access: 'admin',
    probe: { body: { _id: ID, name: 'Neha', review: 'Great service here.', rating: 5 } },
  },
};

/** The readable API page is swagger-ui's own group of static routes: public, all of them. */
const isDocsPage = (key: string) => / \/api\/docs(\/|$)/.test(key);

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  user = await signedInUser(t);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** A concrete request for a route: its probe, or its path with every parameter filled in. */
function requestFor(key: string) {
  const [method, pattern] = key.split(' ') as [Method, string];
  const probe = ROUTES[key]?.probe ?? {};
  const fill = (text: string) => text.replaceAll(SELF, user.userId);
  const url = probe.url ?? pattern.replace(/:userId/g, SELF).replace(/:[A-Za-z]+/g, ID);
  return (headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: fill(url),
      headers,
      payload: probe.body ? JSON.parse(fill(JSON.stringify(probe.body))) : undefined,
    });
}

const routesOf = (access: Access) =>
  Object.entries(ROUTES)
    .filter(([, route]) => route.access === access)
    .map(([key]) => [key, requestFor(key)] as const);

describe('the classification', () => {
  it('covers every route the app serves, and only those', () => {
    const served = t.app.registeredRoutes.map(keyOf).filter((key) => !isDocsPage(key));
    expect(
      served.filter((key) => !(key in ROUTES)),
      'routes nobody classified',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((key) => !served.includes(key)),
      'stale entries',
    ).toEqual([]);
  });
});

describe('admin routes', () => {
  it.each(routesOf('admin'))('%s: 401 without a token, 403 with a user token', async (_k, send) => {
    expect((await send()).statusCode).toBe(401);
    const asUser = await send(user.headers);
    expect(asUser.statusCode).toBe(403);
    expect(json(asUser).error).toBe(API_MSG.forbidden);
    expect((await send({ authorization: 'Bearer forged.token.here' })).statusCode).toBe(401);
  });
});

describe('user routes', () => {
  it.each(routesOf('user'))(
    '%s: 401 without a token, 403 with an admin token',
    async (_k, send) => {
      expect((await send()).statusCode).toBe(401);
      expect((await send(admin.headers)).statusCode).toBe(403);
    },
  );
});

describe('owner routes', () => {
  it.each(routesOf('owner'))(
    '%s: 401 without a token, 403 with an admin token, 403 for a user who is not an owner',
    async (key, send) => {
      expect((await send()).statusCode).toBe(401);
      expect((await send(admin.headers)).statusCode).toBe(403);
      if (ROUTES[key]!.probe) {
        const notOwner = await send(user.headers);
        expect(notOwner.statusCode).toBe(403);
        expect(json(notOwner).error).toBe(MSG.ownerSignInPrompt);
      }
    },
  );
});

describe('routes for any account', () => {
  it.each(routesOf('account'))('%s: 401 without a token', async (_k, send) => {
    expect((await send()).statusCode).toBe(401);
  });
});

describe('public routes', () => {
  it.each(routesOf('public'))('%s: answers without a token', async (_k, send) => {
    const res = await send();
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('the API page opens without a token', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('malformed ids and pages', () => {
  it('answer 400, not 500, for users', async () => {
    for (const url of [
      '/user/bookMarkProperty/not-an-id',
      '/user/savedPropertyIds/not-an-id',
      `/user/getSaveProperty/${user.userId}/nope`,
      `/owner/property?userId=${user.userId}&limit=1000`,
      `/user/bookMarkProperty/${user.userId}?offset=x`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode, url).toBe(400);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/user/property/review/abc',
      headers: user.headers,
    });
    expect(del.statusCode).toBe(400);
  });

  it('answer 400, not 500, for the admin', async () => {
    for (const [method, url] of [
      ['DELETE', '/admin/deleteOwner/12'],
      ['DELETE', '/admin/deleteMeeting/x'],
      ['DELETE', '/admin/deleteMessage/%27'],
      ['GET', '/admin/Users?limit=0'],
      ['GET', '/admin/Owners?limit=abc'],
      ['GET', '/admin/Meeting?offset=-5'],
      ['GET', '/admin/Messages?limit=101'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin.headers });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('answer 400 on public reads', async () => {
    for (const url of [
      '/api/Testimonials?limit=-1',
      '/api/property?offset=abc',
      '/user/search?limit=0',
      '/api/property/123',
      '/user/property/review/x',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});
