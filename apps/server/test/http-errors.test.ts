import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@basera/contract';
import { NUL_MESSAGE } from '../src/plugins/validation';
import { createTestApp, type TestApp } from './harness';
import { json, newPerson } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('answers to bad requests', () => {
  it('malformed JSON is a 400 with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userMail": ',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe(API_MSG.malformedJson);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('an empty JSON body on a bodiless DELETE is fine; where a body is needed it is a 400 with field messages', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/admin/deleteMessage/00000000-0000-4000-8000-000000000000',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(del.statusCode).toBe(401); // reached the route's guard, not a JSON error
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().fields).toBeDefined();
  });

  it('an empty JSON body is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a JSON array or a string instead of an object is a 400', async () => {
    for (const payload of ['[]', '"hello"', 'null', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/user/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('a NUL character in any text is a 400 naming the field, never a database error', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/user/contact',
      payload: {
        fullName: 'Kavita Rao',
        email: 'kavita@example.in',
        phone: '9876543210',
        message: 'Call me\u0000 about the flat, please.',
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(json(contact).fields).toEqual({ message: NUL_MESSAGE });
    const search = await t.app.inject({
      method: 'GET',
      url: '/user/search?search=flat&city=x%00y',
    });
    expect(search.statusCode).toBe(400);
    expect(json(search).fields).toEqual({ city: NUL_MESSAGE });
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        userMail: 'a@b.in',
        userPassword: 'Basera@2026',
        extra: { deep: ['ok', 'n\u0000l'] },
      },
    });
    expect(nested.statusCode).toBe(400);
    expect(json(nested).fields).toEqual({ 'extra.deep.1': NUL_MESSAGE });
  });

  it('an oversized body is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/register',
      payload: { ...newPerson(), padding: 'x'.repeat(300 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(json(res).error).toBe(API_MSG.bodyTooLarge);
  });

  it('an unsupported content type is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('prototype pollution keys are refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"__proto__": {"admin": true}, "userMail": "a@b.in", "userPassword": "Basera@2026"}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('an unknown API path is a JSON 404, in any case', async () => {
    for (const url of [
      '/api/nothing',
      '/USER/nothing',
      '/admin/x',
      '/owner/y',
      '/uploads/none.jpg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('API paths match case-insensitively', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/HEALTH' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ok: true });
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
