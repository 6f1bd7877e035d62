import fc from 'fast-check';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { readTokenClaims } from './token-claims';

const secret = new TextEncoder().encode('a secret of the test, long enough for HS256');

describe('readTokenClaims', () => {
  it('reads what the server signs, whatever the claims (any text, any length)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          userId: fc.string(),
          email: fc.string({ unit: 'grapheme' }),
          kind: fc.constantFrom('user', 'admin'),
          exp: fc.integer({ min: 0, max: 2 ** 40 }),
        }),
        async (claims) => {
          const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
          expect(readTokenClaims(token)).toEqual(decodeJwt(token));
        },
      ),
    );
  });

  it('is null for what is not a token, as the library it replaced refused it', () => {
    for (const token of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      'x.!!!.y',
      'x.bnVsbA.y',
      'x.WzFd.y',
      'x.IjEi.y',
    ]) {
      expect(readTokenClaims(token), token).toBeNull();
      expect(() => decodeJwt(token), token).toThrow();
    }
  });
});
