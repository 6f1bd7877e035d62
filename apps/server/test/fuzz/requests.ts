import fc from 'fast-check';
import type { RegisteredRoute } from '../../src/app';
import { PASSWORD } from '../support';
import type { World } from './world';

/**
 * Generated requests: the route's own shape (an example that works) with one part made
 * hostile, or hostile from the ground up: strings of any unicode, huge and odd numbers, wrong
 * types, missing and extra fields, malformed JSON, odd content types and tokens of every kind.
 */

export type TokenKind = keyof World['tokens'] | 'admin';
/** Every broken kind once; the valid attackers' tokens more often, to reach the handlers. */
export const ATTACKER_TOKENS: TokenKind[] = [
  'none',
  'garbage',
  'forged',
  'expiredVictim',
  'staleVersionVictim',
  'wrongKind',
  ...(['attacker', 'attackerOwner'] as const).flatMap((kind) => [kind, kind, kind, kind]),
];

/** What one request will be; multipart bodies are built when it is sent. */
export type FuzzRequest = {
  method: string;
  url: string;
  token: TokenKind;
  contentType?: string;
  body?: string;
  multipart?: { fields: [string, string][]; files: { field: string; bytes: Uint8Array }[] };
};

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\t\n',
  "'; drop table users;--",
  "' or '1'='1",
  '../../etc/passwd',
  '..\\..\\jwt-secret',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u0000',
  'a\u0000b',
  '%00',
  '%zz',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  'null',
  'true',
  '[]',
  '{}',
  'ＡＢＣ１２３',
  'रायपुर में 2 bhk किराये पर',
  '😀🏠',
  '\uFEFF',
  '\uD800',
  '\u202Eevil',
  "flat.in/)(' apartment",
  'a|b & c:* !d',
  'City',
  'Approve',
  'Admin',
  'emailVerified',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 200, maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9@._%+-]{1,30}@[a-z]{1,10}\.[a-z]{2,4}$/) },
);

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/**
 * JSON nested `depth` levels (arrays, objects or both), as text: JSON.stringify itself would
 * overflow the stack on the deepest. A few kilobytes of brackets once stalled the server.
 */
const deepJson: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 10, max: 40 }), fc.constantFrom(6_500, 8_000, 50_000, 120_000)),
    fc.constantFrom('[', '{"a":', 'mixed'),
  )
  .map(([depth, kind]) => {
    // Built with repeat: arrays of 120,000 brackets cost the fuzzer more than the server.
    if (kind !== 'mixed')
      return kind.repeat(depth) + '1' + (kind === '[' ? ']' : '}').repeat(depth);
    const pairs = Math.floor(depth / 2);
    const odd = depth % 2 === 1;
    return '[{"a":'.repeat(pairs) + (odd ? '[' : '') + '1' + (odd ? ']' : '') + '}]'.repeat(pairs);
  });

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, 2 ** 63, 1_000_001),
);

function idValue(w: World): fc.Arbitrary<string> {
  const known = Object.values(w.ids).flat();
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.constantFrom(...known).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileString },
  );
}

function hostileValue(w: World): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: idValue(w) },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  );
}

type Example = { query?: Record<string, unknown>; body?: Record<string, unknown> };

/** A request of each route that the app accepts, as a starting point for mutations. */
function examplesOf(w: World): Record<string, Example> {
  const v = w.victim.userId;
  const a = w.attackerOwner.userId;
  const listing = {
    propertyType: 'rent',
    propertyTitle: '2 BHK flat near Vyapar Vihar',
    desc: 'Bright corner flat with cross ventilation and parking.',
    address: 'Vyapar Vihar',
    city: 'Bilaspur',
    mapLink: 'https://maps.google.com/?q=22.08,82.14',
    area: 1150,
    listedBy: 'Owner',
    amenities: ['Lift'],
    bhk: '2 BHK',
    propertyCondition: 'Furnished',
    property: 'Apartment',
    rent: 14000,
    deposit: 28000,
  };
  const page = { limit: 6, offset: 0 };
  return {
    'POST /user/register': {
      body: {
        userFirstName: 'Aarav',
        userLastName: 'Sharma',
        userPhone: '9876543210',
        userWhatsApp: '9876543210',
        userMail: 'fuzz.person@example.in',
        setPassword: PASSWORD,
        confirmPassword: PASSWORD,
      },
    },
    'POST /api/login': {
      body: { userMail: w.victim.person.userMail, userPassword: PASSWORD, dbName: 'User' },
    },
    'POST /api/verifyLink': {
      body: { route: 'resetPassword', userMail: w.victim.person.userMail, dbName: 'User' },
    },
    'POST /api/resetPassword/:resetToken': {
      body: { userPassword: 'Basera@2030', confirmPassword: 'Basera@2030' },
    },
    'PUT /user/updateUser/:userId': {
      body: { firstName: 'Priya', lastName: 'Verma', phone: '7000012345', whatsApp: '7000012345' },
    },
    'PUT /owner/signInAsOwner': { body: { userId: v } },
    'GET /owner/getPropertyOwner': { query: { userId: v } },
    'POST /owner/addProperty': { body: { userId: a, ...listing } },
    'PUT /owner/updateProperty': { body: { userId: v, propertyId: w.victimDraft, ...listing } },
    'GET /owner/getPropertyDetails': { query: { userId: v, propertyId: w.victimDraft } },
    'GET /owner/property': { query: { userId: v, ...page } },
    'PUT /owner/submitProperty': { body: { userId: v, propertyId: w.victimDraft } },
    'DELETE /owner/deleteProperty': { body: { userId: v, propertyId: w.victimLive } },
    'GET /api/property': { query: { propertyType: 'rent', campaignRequest: 'Pending', ...page } },
    'GET /user/search': { query: { search: 'flat bilaspur', city: 'Bilaspur', ...page } },
    'GET /owner/getExistingPropertyImages': { query: { userId: v, propertyId: w.victimDraft } },
    'DELETE /owner/deletePropertyImage': {
      body: { userId: v, propertyId: w.victimDraft, image: w.victimPhotos[0] },
    },
    'POST /user/saveProperty': { body: { userId: v, propertyId: w.victimLive } },
    'POST /user/unsaveProperty': { body: { userId: v, propertyId: w.victimShop } },
    'GET /user/bookMarkProperty/:userId': { query: page },
    'POST /user/property/review/:userId/:propertyId': {
      body: { review: 'A perfectly fine review of this place.' },
    },
    'GET /user/property/review/:propertyId': { query: page },
    'POST /user/scheduleMeeting/:propertyId': { body: w.meeting },
    'GET /owner/meetings': { query: { userId: v, ...page } },
    'POST /user/contact': {
      body: {
        fullName: 'Kavita Rao',
        email: 'kavita@example.in',
        phone: '9876543210',
        message: 'Please call me about a flat.',
      },
    },
    'GET /api/Testimonials': { query: page },
    'GET /admin/Users': { query: page },
    'GET /admin/Owners': { query: page },
    'PUT /admin/blockUser/:userId': { body: { blocked: false } },
    'PUT /admin/updateCampaignRequest': {
      body: {
        userId: v,
        propertyId: w.victimDraft,
        campaignRequest: 'Reject',
        reason: 'The photos are not of this flat.',
        version: 1,
      },
    },
    'GET /admin/reviewQueue': {
      query: { status: 'Submitted', city: 'Raipur', search: 'flat', ...page },
    },
    'GET /admin/Reports': { query: { status: 'all', ...page } },
    'PUT /admin/resolveReport/:id': { body: { action: 'dismiss' } },
    'POST /user/reportReview/:reviewId': {
      body: { reason: 'Spam or advertising', details: 'Posted the same text on every shop.' },
    },
    'GET /admin/reviewReports': { query: { status: 'all', ...page } },
    'PUT /admin/resolveReviewReport/:id': { body: { action: 'remove' } },
    'POST /user/reportProperty/:propertyId': {
      body: { reason: 'Asked for money before a visit', details: 'Wanted a token first.' },
    },
    'PUT /owner/confirmAvailable': { body: { userId: v, propertyId: w.victimLive } },
    'PUT /owner/markUnavailable': { body: { userId: v, propertyId: w.victimLive } },
    'GET /admin/Meeting': { query: page },
    'GET /admin/Messages': { query: page },
    'POST /admin/addTestimonial': {
      body: { name: 'Neha', review: 'Great service here.', rating: 5 },
    },
    'PUT /admin/updateTestimonial': {
      body: { _id: w.ids.testimonials[0], name: 'Neha', review: 'Great service here.', rating: 4 },
    },
  };
}

const KEYS = [
  'userId',
  'propertyId',
  'property_id',
  'image',
  'limit',
  'offset',
  'search',
  'city',
  'propertyType',
  'campaignRequest',
  'userMail',
  'userPassword',
  'dbName',
  'route',
  'review',
  'rating',
  'name',
  '_id',
  'values',
  'isOwner',
  'email',
  'tokenVersion',
  'blocked',
];

/** An example with one part made hostile, or a dictionary made up from scratch. */
function objectFor(example: Record<string, unknown> | undefined, w: World) {
  const keys = [...new Set([...Object.keys(example ?? {}), ...KEYS])];
  const random = fc.dictionary(fc.constantFrom(...keys), hostileValue(w), { maxKeys: 6 });
  if (!example || Object.keys(example).length === 0) return random;
  const exampleKeys = Object.keys(example);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...exampleKeys), hostileValue(w))
        .map(([key, value]) => ({ ...example, [key]: value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...exampleKeys), idValue(w))
        .map(([key, value]) => ({ ...example, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...exampleKeys).map((key) => {
        const { [key]: _dropped, ...rest } = example;
        return rest;
      }),
    },
    { weight: 2, arbitrary: random },
  );
}

const queryText = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([key, value]) =>
      [value]
        .flat()
        .map(
          (item) =>
            `${encode(key)}=${encode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
        ),
    )
    .join('&');

const RAW_QUERIES = [
  '%zz=1',
  'limit=1&limit=2',
  'a[b]=c',
  '%E0%A4%A=x',
  'offset=%00',
  '&&&=&',
  'x',
];

function pathFor(route: RegisteredRoute, w: World): fc.Arbitrary<string> {
  if (route.url.includes('*')) {
    return fc
      .oneof(
        fc.constantFrom(...w.victimPhotos.map((p) => p.replace(/^uploads\//, ''))),
        fc
          .array(hostileString.map(encode), { minLength: 1, maxLength: 4 })
          .map((parts) => parts.join('/')),
        fc.constantFrom('..%2F..%2Fjwt-secret', '%2e%2e/%2e%2e/db', '%zz', '.hidden'),
      )
      .map((rest) => route.url.replace('*', rest));
  }
  const params = route.url.match(/:[A-Za-z_]+/g) ?? [];
  if (params.length === 0) return fc.constant(route.url);
  const value = fc.oneof(
    { weight: 4, arbitrary: idValue(w).map(encode) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    { weight: 1, arbitrary: fc.constantFrom('%zz', '%E0%A4%A', '..', '%2F', '%00') },
  );
  return fc.tuple(...params.map(() => value)).map((values) => {
    let url = route.url;
    params.forEach((param, i) => (url = url.replace(param, values[i]!)));
    return url;
  });
}

function multipartFor(w: World): fc.Arbitrary<NonNullable<FuzzRequest['multipart']>> {
  const field = fc.tuple(
    fc.constantFrom('userId', 'property_id', 'propertyId', 'x', '__proto__'),
    fc.oneof(idValue(w), hostileString),
  );
  const file = fc.record({
    field: fc.constantFrom('file', 'file', 'file', 'other'),
    bytes: fc.oneof(
      fc.constant(new Uint8Array(w.smallPhoto)),
      fc.constant(new Uint8Array(w.smallPhoto.subarray(0, 200))),
      fc.uint8Array({ maxLength: 300 }),
      fc
        .uint8Array({ maxLength: 100 })
        .map((tail) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
    ),
  });
  const owned = fc.constant<[string, string][]>([
    ['userId', w.attackerOwner.userId],
    ['property_id', w.attackerListing],
  ]);
  const victims = fc.constant<[string, string][]>([
    ['userId', w.victim.userId],
    ['property_id', w.victimDraft],
  ]);
  return fc.record({
    fields: fc.oneof(owned, victims, fc.array(field, { maxLength: 4 })),
    files: fc.array(file, { maxLength: 9 }),
  });
}

export function requestsFor(
  route: RegisteredRoute,
  w: World,
  tokens: TokenKind[],
): fc.Arbitrary<FuzzRequest> {
  const example = examplesOf(w)[`${route.method} ${route.url}`] ?? {};
  const token = fc.constantFrom(...tokens);
  const query = fc.oneof(
    { weight: 6, arbitrary: objectFor(example.query, w).map(queryText) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
  const url = fc.tuple(pathFor(route, w), query).map(([path, q]) => (q ? `${path}?${q}` : path));

  if (route.url === '/owner/uploadPropertyImg') {
    return fc.record({
      method: fc.constant(route.method),
      url,
      token,
      multipart: multipartFor(w),
    }) as fc.Arbitrary<FuzzRequest>;
  }
  const withBody = route.method !== 'GET';
  const body = fc.oneof(
    { weight: 8, arbitrary: objectFor(example.body, w).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        'null',
        '[]',
        '"text"',
        '42',
        '{"__proto__":{"isOwner":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        `{"a":${'['.repeat(2000)}`,
      ),
    },
    { weight: 1, arbitrary: hostileValue(w).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    {
      weight: 1,
      arbitrary: fc
        .tuple(objectFor(example.body, w), fc.constantFrom(...KEYS), deepJson)
        .map(([value, key, deep]) => {
          const text = JSON.stringify({ ...value, [key]: 0 });
          return text.replace(`${JSON.stringify(key)}:0`, `${JSON.stringify(key)}:${deep}`);
        }),
    },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      ),
    },
  );
  return fc.record({
    method: fc.constant(route.method),
    url,
    token,
    contentType: withBody ? contentType : fc.constant(undefined),
    body: withBody ? body : fc.constant(undefined),
  }) as fc.Arbitrary<FuzzRequest>;
}

/** Sends one generated request through the app. */
export async function send(
  app: {
    inject: (
      options: object,
    ) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
  },
  w: World,
  request: FuzzRequest,
) {
  const headers: Record<string, string> = {};
  const token = request.token === 'admin' ? w.admin.token : w.tokens[request.token];
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined = request.body;
  if (request.multipart) {
    const form = new FormData();
    for (const [key, value] of request.multipart.fields) form.append(key, value);
    for (const file of request.multipart.files) {
      form.append(file.field, new Blob([file.bytes], { type: 'image/jpeg' }), 'photo.jpg');
    }
    const response = new Response(form);
    headers['content-type'] = response.headers.get('content-type')!;
    payload = Buffer.from(await response.arrayBuffer());
  } else if (request.contentType && payload !== undefined) {
    headers['content-type'] = request.contentType;
  }
  return app.inject({ method: request.method, url: request.url, headers, payload });
}
