import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@basera/contract';
import { MAX_JSON_NESTING, NUL_MESSAGE } from '../src/plugins/validation';
import { createTestApp, type TestApp } from './harness';
import { json, newPerson } from './support';

/**
 * A few kilobytes of brackets once held the event loop for a second and, past 8,000 levels,
 * overflowed the stack into a 500. Every JSON body is now read by one linear, iterative walk
 * that stops at MAX_JSON_NESTING levels with a clear 400.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `depth` levels of arrays, objects or both, around `inner`. */
function nested(depth: number, kind: 'array' | 'object' | 'mixed', inner = '1'): string {
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level++) {
    const asArray = kind === 'array' || (kind === 'mixed' && level % 2 === 0);
    open += asArray ? '[' : '{"a":';
    close = (asArray ? ']' : '}') + close;
  }
  return open + inner + close;
}

/** Routes anyone may call, each with a body it takes; the nesting goes into one more field. */
const ROUTES = [
  { url: '/api/login', body: { userMail: 'nobody@example.in', userPassword: 'Basera@2026' } },
  { url: '/user/register', body: newPerson() },
  {
    url: '/user/contact',
    body: {
      fullName: 'Kavita Rao',
      email: 'kavita@example.in',
      phone: '9876543210',
      message: 'Please call me about a flat.',
    },
  },
];

const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('a deeply nested JSON body', () => {
  it('is a 400 saying it is nested too deeply, at any depth past the limit, as the whole body or inside a field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        // Up to what fits in the body limit (256 KB): two bytes a level for arrays.
        fc.oneof(
          fc.integer({ min: MAX_JSON_NESTING + 1, max: MAX_JSON_NESTING + 50 }),
          fc.integer({ min: 1_000, max: 120_000 }),
        ),
        fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
        fc.boolean(),
        async (route, depth, kind, whole) => {
          const bodyJson = JSON.stringify(route.body);
          // Inside a field, the field itself is one level below the body.
          const payload = whole
            ? nested(depth, kind)
            : `${bodyJson.slice(0, -1)},"extra":${nested(depth - 1, kind)}}`;
          if (payload.length > 256 * 1024) return;
          const res = await post(route.url, payload);
          const shown = `${route.url} ${kind} ×${depth} ${whole ? 'whole' : 'in a field'}`;
          expect(res.statusCode, shown).toBe(400);
          expect(json(res).error, shown).toBe(API_MSG.nestedTooDeep);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('up to the limit is read as usual: extra fields are ignored and a NUL deep inside is still found', async () => {
    const contact = ROUTES[2]!;
    const body = JSON.stringify(contact.body);
    const atLimit = await post(
      contact.url,
      `${body.slice(0, -1)},"extra":${nested(MAX_JSON_NESTING - 1, 'mixed')}}`,
    );
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const withNul = await post(
      contact.url,
      `${body.slice(0, -1)},"extra":${nested(MAX_JSON_NESTING - 1, 'array', '"n\\u0000l"')}}`,
    );
    expect(withNul.statusCode).toBe(400);
    expect(json(withNul).fields).toEqual({
      [['extra', ...Array(MAX_JSON_NESTING - 1).fill('0')].join('.')]: NUL_MESSAGE,
    });
  });
});
