import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { adminEnv, signedInAdmin, signedInUser, type Method } from './support';

/**
 * Every protected route, in one table: no token is 401, the wrong kind of token is 403, and a
 * malformed id or page is 400 — checked before any route-specific logic can run.
 */
const ID = '00000000-0000-4000-8000-000000000000';
type Route = { method: Method; url: string; body?: object };

const adminOnly: Route[] = [
  { method: 'GET', url: '/admin/getCount' },
  { method: 'GET', url: '/admin/Users' },
  { method: 'GET', url: '/admin/Owners' },
  { method: 'GET', url: '/admin/Meeting' },
  { method: 'GET', url: '/admin/Messages' },
  {
    method: 'PUT',
    url: '/admin/updateCampaignRequest',
    body: { userId: ID, propertyId: ID, campaignRequest: 'Approve' },
  },
  { method: 'DELETE', url: `/admin/deleteOwner/${ID}` },
  { method: 'DELETE', url: `/admin/deleteMeeting/${ID}` },
  { method: 'DELETE', url: `/admin/deleteMessage/${ID}` },
  { method: 'DELETE', url: `/admin/deleteTestimonial/${ID}` },
  {
    method: 'POST',
    url: '/admin/addTestimonial',
    body: { name: 'Neha', review: 'Great service here.', rating: 5 },
  },
  {
    method: 'PUT',
    url: '/admin/updateTestimonial',
    body: { _id: ID, name: 'Neha', review: 'Great service here.', rating: 5 },
  },
];

/** Routes for a signed-in user acting as themself ({self} is the caller's id). */
const userOnly: Route[] = [
  {
    method: 'PUT',
    url: '/user/updateUser/{self}',
    body: { firstName: 'Priya', lastName: 'Verma', phone: '7000012345', whatsApp: '7000012345' },
  },
  { method: 'PUT', url: '/owner/signInAsOwner', body: { userId: '{self}' } },
  { method: 'GET', url: '/owner/getPropertyOwner?userId={self}' },
  { method: 'POST', url: '/owner/addProperty', body: { userId: '{self}' } },
  { method: 'PUT', url: '/owner/updateProperty', body: { userId: '{self}', propertyId: ID } },
  { method: 'GET', url: `/owner/getPropertyDetails?userId={self}&propertyId=${ID}` },
  { method: 'PUT', url: '/owner/submitProperty', body: { userId: '{self}', propertyId: ID } },
  { method: 'GET', url: `/owner/getExistingPropertyImages?userId={self}&propertyId=${ID}` },
  {
    method: 'DELETE',
    url: '/owner/deletePropertyImage',
    body: { userId: '{self}', propertyId: ID, image: 'a.jpg' },
  },
  { method: 'POST', url: '/owner/uploadPropertyImg' },
  { method: 'GET', url: '/owner/meetings?userId={self}' },
  { method: 'POST', url: '/user/saveProperty', body: { userId: '{self}', propertyId: ID } },
  { method: 'POST', url: '/user/unsaveProperty', body: { userId: '{self}', propertyId: ID } },
  { method: 'GET', url: `/user/getSaveProperty/{self}/${ID}` },
  { method: 'GET', url: '/user/bookMarkProperty/{self}' },
  {
    method: 'POST',
    url: `/user/property/review/{self}/${ID}`,
    body: { review: 'A perfectly fine review.' },
  },
  { method: 'DELETE', url: `/user/property/review/${ID}` },
  { method: 'POST', url: `/user/scheduleMeeting/${ID}`, body: { name: 'Rohit Verma' } },
];

/** Routes any signed-in account may call (a user for themself, or an admin). */
const anyAccount: Route[] = [
  { method: 'GET', url: '/api/getUser/{self}' },
  { method: 'GET', url: '/owner/property?userId={self}' },
  { method: 'DELETE', url: '/owner/deleteProperty', body: { userId: '{self}', propertyId: ID } },
];

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  user = await signedInUser(t);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const send = (route: Route, headers: Record<string, string> = {}) => {
  const fill = (text: string) => text.replaceAll('{self}', user.userId);
  return t.app.inject({
    method: route.method,
    url: fill(route.url),
    headers,
    payload: route.body ? JSON.parse(fill(JSON.stringify(route.body))) : undefined,
  });
};
const name = (r: Route) => `${r.method} ${r.url}`;

describe('admin routes', () => {
  it.each(adminOnly.map((r) => [name(r), r] as const))(
    '%s: 401 without a token, 403 with a user token',
    async (_n, route) => {
      expect((await send(route)).statusCode).toBe(401);
      expect((await send(route, user.headers)).statusCode).toBe(403);
      expect((await send(route, { authorization: 'Bearer forged.token.here' })).statusCode).toBe(
        401,
      );
    },
  );

  it('answer 400 for a malformed id or page, not 500', async () => {
    for (const url of [
      '/admin/deleteOwner/12',
      '/admin/deleteMeeting/x',
      '/admin/deleteMessage/%27',
      '/admin/deleteTestimonial/1',
    ]) {
      expect(
        (await t.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode,
        url,
      ).toBe(400);
    }
    for (const url of [
      '/admin/Users?limit=0',
      '/admin/Owners?limit=abc',
      '/admin/Meeting?offset=-5',
      '/admin/Messages?limit=101',
    ]) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode,
        url,
      ).toBe(400);
    }
  });
});

describe('user routes', () => {
  it.each(userOnly.map((r) => [name(r), r] as const))(
    '%s: 401 without a token, 403 with an admin token',
    async (_n, route) => {
      expect((await send(route)).statusCode).toBe(401);
      expect((await send(route, admin.headers)).statusCode).toBe(403);
    },
  );

  it.each(anyAccount.map((r) => [name(r), r] as const))(
    '%s: 401 without a token',
    async (_n, route) => {
      expect((await send(route)).statusCode).toBe(401);
    },
  );

  it('answer 400 for malformed ids and pages, not 500', async () => {
    const bad: Route[] = [
      { method: 'GET', url: '/user/bookMarkProperty/not-an-id' },
      { method: 'GET', url: `/user/getSaveProperty/${user.userId}/nope` },
      { method: 'GET', url: '/user/property/review/123' },
      { method: 'GET', url: `/owner/property?userId=${user.userId}&limit=1000` },
      { method: 'GET', url: `/user/bookMarkProperty/${user.userId}?offset=x` },
      { method: 'POST', url: '/user/saveProperty', body: { userId: user.userId } },
      { method: 'DELETE', url: '/user/property/review/abc' },
    ];
    for (const route of bad)
      expect((await send(route, user.headers)).statusCode, name(route)).toBe(400);
  });
});

describe('public routes', () => {
  it('answer 400 for malformed pages and ids', async () => {
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
