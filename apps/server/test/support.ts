import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { tokenFromLink, type TestApp } from './harness';

export const PASSWORD = 'Basera@2026';

let counter = 0;
export function newPerson(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    userFirstName: 'Aarav',
    userLastName: 'Sharma',
    userPhone: '9876543210',
    userWhatsApp: '9876543210',
    userMail: `aarav.${process.pid}.${counter}.${Date.now()}@example.in`,
    setPassword: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function register(t: TestApp, person = newPerson()) {
  const res = await t.app.inject({ method: 'POST', url: '/user/register', payload: person });
  expect(res.statusCode, res.body).toBe(201);
  return person;
}

/** The link the app last mailed to this address for this route. */
export function lastLink(t: TestApp, to: string, route: 'emailVerified' | 'resetPassword') {
  const mail = t.mails
    .filter((m) => m.to === to.toLowerCase() && m.link.includes(`/${route}/`))
    .pop();
  if (!mail) throw new Error(`no ${route} mail to ${to}`);
  return mail.link;
}

export async function requestLink(
  t: TestApp,
  userMail: string,
  route: 'emailVerified' | 'resetPassword',
  dbName: 'User' | 'Admin' = 'User',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/verifyLink',
    payload: { route, userMail, dbName, subject: 's', text: 't' },
  });
  await t.app.jobs.drain('mail'); // the mail goes out after the answer
  return res;
}

export async function login(
  t: TestApp,
  userMail: string,
  userPassword = PASSWORD,
  dbName: 'User' | 'Admin' = 'User',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userMail, userPassword, dbName },
  });
}

/** Registers, verifies through the mailed link and signs in: a ready user. */
export async function signedInUser(t: TestApp, overrides: Record<string, string> = {}) {
  const person = await register(t, newPerson(overrides));
  expect((await requestLink(t, person.userMail, 'emailVerified')).statusCode).toBe(200);
  const token = tokenFromLink(lastLink(t, person.userMail, 'emailVerified'));
  const verified = await t.app.inject({ method: 'POST', url: `/api/verifyAccount/${token}` });
  expect(verified.statusCode, verified.body).toBe(200);
  const res = await login(t, person.userMail);
  expect(res.statusCode, res.body).toBe(200);
  const accessToken = json(res).token as string;
  const { userId } = decodeJwt(accessToken) as { userId: string };
  return { person, token: accessToken, userId, headers: bearer(accessToken) };
}

export const ADMIN = { email: 'admin@basera.test', password: 'Admin@2026' };
export const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export async function signedInAdmin(t: TestApp) {
  const res = await login(t, ADMIN.email, ADMIN.password, 'Admin');
  expect(res.statusCode, res.body).toBe(200);
  const token = json(res).token as string;
  return { token, headers: bearer(token) };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One JSON request to the app under test. */
export function requester(t: { app: { inject: TestApp['app']['inject'] } }) {
  return (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
}
