import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Testimonial } from '@basera/contract';
import { createTestApp, type TestApp } from './harness';
import { adminEnv, json, signedInAdmin, signedInUser, requester } from './support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof requester>>) => requester(t)(...args);

const message = {
  fullName: 'Kavita Sahu',
  email: 'kavita@example.in',
  phone: '7898123456',
  message: 'Please call me about listing my shop.',
};

describe('contact messages', () => {
  it('anyone sends one; the admin sees name, e-mail, phone and message and deletes it', async () => {
    const res = await call('POST', '/user/contact', {}, message);
    expect(res.statusCode).toBe(200);
    expect(json(res).msg).toBe(MSG.messageSent);
    const list = (await call('GET', '/admin/Messages', admin.headers)).json() as Record<
      string,
      string
    >[];
    expect(list[0]).toMatchObject({
      name: 'Kavita Sahu',
      fullName: 'Kavita Sahu',
      email: message.email,
      phone: message.phone,
      message: message.message,
    });
    const user = await signedInUser(t);
    expect((await call('GET', '/admin/Messages', user.headers)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/admin/deleteMessage/${list[0]!._id}`, user.headers)).statusCode,
    ).toBe(403);
    const del = await call('DELETE', `/admin/deleteMessage/${list[0]!._id}`, admin.headers);
    expect(json(del).msg).toBe(MSG.messageDeleted);
    expect((await call('GET', '/admin/Messages', admin.headers)).json()).toEqual([]);
  });

  it.each([
    ['fullName', 'Kavi', MSG.fullNameMin],
    ['email', 'kavita', MSG.emailInvalid],
    ['phone', '12345', MSG.phoneInvalid],
    ['message', 'call me', MSG.messageMin],
    ['message', 'x'.repeat(401), MSG.messageMax],
  ])('rejects %s = %j with "%s"', async (field, value, text) => {
    const res = await call('POST', '/user/contact', {}, { ...message, [field]: value });
    expect(res.statusCode).toBe(400);
    expect((json(res).fields as Record<string, string>)[field]).toBe(text);
  });
});

describe('testimonials', () => {
  it('the admin adds, edits and deletes one; the public list follows', async () => {
    const added = await call('POST', '/admin/addTestimonial', admin.headers, {
      name: 'Neha Tiwari',
      review: 'Found a PG near my office in two days.',
      rating: 5,
    });
    expect(added.statusCode).toBe(201);
    expect(json(added).msg).toBe(MSG.testimonialAdded);
    const created = json(added).testimonial as Testimonial;
    expect(((await call('GET', '/api/Testimonials')).json() as Testimonial[])[0]).toEqual(created);
    const edited = await call('PUT', '/admin/updateTestimonial', admin.headers, {
      ...created,
      rating: 4,
    });
    expect(json(edited).msg).toBe(MSG.testimonialUpdated);
    expect(((await call('GET', '/api/testimonials')).json() as Testimonial[])[0]!.rating).toBe(4);
    const del = await call('DELETE', `/admin/deleteTestimonial/${created._id}`, admin.headers);
    expect(json(del).msg).toBe(MSG.testimonialDeleted);
    expect((await call('GET', '/api/Testimonials')).json()).toEqual([]);
  });

  it('pages the public list 3 at a time when asked', async () => {
    for (let i = 1; i <= 4; i++) {
      await call('POST', '/admin/addTestimonial', admin.headers, {
        name: `Person ${i}`,
        review: 'Great service, honest listings.',
        rating: 5,
      });
    }
    expect(((await call('GET', '/api/Testimonials?limit=3')).json() as Testimonial[]).length).toBe(
      3,
    );
    expect(
      ((await call('GET', '/api/Testimonials?limit=3&offset=3')).json() as Testimonial[]).length,
    ).toBe(1);
  });

  it.each([
    ['name', 'Ne', MSG.testimonialNameMin],
    ['name', 'N'.repeat(26), MSG.testimonialNameMax],
    ['review', 'too short', MSG.reviewMin],
    ['rating', 0, MSG.ratingMin],
    ['rating', 6, MSG.ratingMax],
    ['rating', 4.5, MSG.ratingWhole],
  ])('rejects %s = %j with "%s"', async (field, value, text) => {
    const res = await call('POST', '/admin/addTestimonial', admin.headers, {
      name: 'Neha Tiwari',
      review: 'Found a PG in two days.',
      rating: 5,
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect((json(res).fields as Record<string, string>)[field]).toBe(text);
  });

  it('needs an admin token to change testimonials; unknown ids are 404', async () => {
    const user = await signedInUser(t);
    const body = { name: 'Neha Tiwari', review: 'Found a PG in two days.', rating: 5 };
    expect((await call('POST', '/admin/addTestimonial', {}, body)).statusCode).toBe(401);
    expect((await call('POST', '/admin/addTestimonial', user.headers, body)).statusCode).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('PUT', '/admin/updateTestimonial', admin.headers, { ...body, _id: missing }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/admin/deleteTestimonial/${missing}`, admin.headers)).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/admin/updateTestimonial', admin.headers, body)).statusCode).toBe(
      400,
    );
  });
});
