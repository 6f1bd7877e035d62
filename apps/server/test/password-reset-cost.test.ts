import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { API_MSG } from '@basera/contract';
import { createTestApp, tokenFromLink, type TestApp } from './harness';
import { json, lastLink, requestLink, signedInUser } from './support';

/** Counts argon2id hashes: each costs 19 MiB and tens of milliseconds of a core. */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/auth/passwords')>();
  return {
    ...actual,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return actual.hashPassword(password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reset = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/resetPassword/${token}`,
    payload: { userPassword: 'Basera@2027', confirmPassword: 'Basera@2027' },
  });

it('a made-up reset link costs no password hash', async () => {
  const before = hashes.count;
  for (let i = 0; i < 10; i++) {
    const res = await reset(String.fromCharCode(65 + i).repeat(43));
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe(API_MSG.linkInvalid);
  }
  expect(hashes.count).toBe(before);
});

it('a real reset link hashes the new password once', async () => {
  const { person } = await signedInUser(t);
  await requestLink(t, person.userMail, 'resetPassword');
  const token = tokenFromLink(lastLink(t, person.userMail, 'resetPassword'));
  const before = hashes.count;
  expect((await reset(token)).statusCode).toBe(200);
  expect(hashes.count).toBe(before + 1);
  expect((await reset(token)).statusCode).toBe(400); // used up: no second hash
  expect(hashes.count).toBe(before + 1);
});
