import { randomUUID } from 'node:crypto';
import type { LoginResponse, RegisterInput } from '@basera/contract';
import { apiOk } from './http';
import { linkIn, type Stack } from './stack';

/** Someone who signs up: the fields of the sign-up form. */
export type Person = {
  firstName: string;
  lastName: string;
  phone: string;
  whatsApp: string;
  email: string;
  password: string;
};

/** A verified user with a session token from POST /api/login. */
export type SignedInUser = Person & { userId: string; token: string };

let count = 0;

/** A new person with a unique e-mail address and values every rule of docs/product.md §5 accepts. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  count += 1;
  const unique = randomUUID().slice(0, 8);
  return {
    firstName: 'Aarav',
    lastName: 'Sharma',
    phone: '9876543210',
    whatsApp: '9123456780',
    email: `aarav.${count}.${unique}@basera.test`,
    password: 'Ghar@2026',
    ...overrides,
  };
}

export async function registerViaApi(stack: Stack, person: Person): Promise<void> {
  const body: RegisterInput = {
    userFirstName: person.firstName,
    userLastName: person.lastName,
    userPhone: person.phone,
    userWhatsApp: person.whatsApp,
    userMail: person.email,
    setPassword: person.password,
    confirmPassword: person.password,
  };
  await apiOk(stack, 'POST', '/user/register', { body }, 201);
}

/** Asks for a verification link, takes it from the mail and opens it through the API. */
export async function verifyViaApi(stack: Stack, email: string): Promise<void> {
  const link = { route: 'emailVerified', userMail: email, dbName: 'User' };
  await apiOk(stack, 'POST', '/api/verifyLink', { body: link });
  const mail = await stack.waitForMail(email, (m) => m.text.includes('/emailVerified/'));
  const token = linkIn(mail, stack.baseUrl, 'emailVerified').split('/').pop()!;
  await apiOk(stack, 'POST', `/api/verifyAccount/${token}`);
}

export async function loginViaApi(
  stack: Stack,
  email: string,
  password: string,
  dbName: 'User' | 'Admin' = 'User',
): Promise<string> {
  const answer = await apiOk<LoginResponse>(stack, 'POST', '/api/login', {
    body: { userMail: email, userPassword: password, dbName },
  });
  return answer.token;
}

/** The claims of a JWT, decoded without checking the signature (as the web app does). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error(`Not a JWT: ${token}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Register, verify by the mailed link and log in, all without the UI (epic-stack style). */
export async function createSignedInUser(
  stack: Stack,
  overrides: Partial<Person> = {},
): Promise<SignedInUser> {
  const person = newPerson(overrides);
  await registerViaApi(stack, person);
  await verifyViaApi(stack, person.email);
  const token = await loginViaApi(stack, person.email, person.password);
  const userId = claimsOf(token).userId;
  if (typeof userId !== 'string') throw new Error('The user token carries no userId');
  return { ...person, userId, token };
}

export async function adminToken(stack: Stack): Promise<string> {
  return loginViaApi(stack, stack.admin.email, stack.admin.password, 'Admin');
}
