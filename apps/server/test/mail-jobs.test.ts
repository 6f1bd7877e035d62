import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { linkTokens } from '../src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { smtpPeer, until } from './smtp-peer';
import { json, register, requestLink } from './support';

/*
 * Mails are jobs in the database (src/jobs/queue.ts, src/mail/mail-jobs.ts): queued with the
 * change that causes them, sent by whichever server takes them, tried again when SMTP fails.
 */

describe('a mail job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exists only if the transaction that queued it commits', async () => {
    const job = { kind: 'link', route: 'emailVerified', dbName: 'User' } as const;
    const person = await register(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.jobs.send(tx, 'mail', { ...job, userMail: person.userMail });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await t.app.jobs.drain('mail');
    expect(t.mails.filter((mail) => mail.to === person.userMail)).toEqual([]);

    await t.database.db.transaction((tx) =>
      t.app.jobs.send(tx, 'mail', { ...job, userMail: person.userMail }),
    );
    await t.app.jobs.drain('mail');
    expect(t.mails.filter((mail) => mail.to === person.userMail)).toHaveLength(1);
  });

  it('is answered at once, before the mail is made and sent', async () => {
    const person = await register(t);
    const before = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verifyLink',
      payload: { route: 'emailVerified', userMail: person.userMail, dbName: 'User' },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
    await t.app.jobs.drain('mail');
    expect(t.mails.length).toBe(before + 1);
  });

  it('leaves no used or expired link behind after the daily clean-up', async () => {
    const person = await register(t);
    await requestLink(t, person.userMail, 'emailVerified');
    await requestLink(t, person.userMail, 'resetPassword');
    await t.database.db.update(linkTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const done = await t.app.dailyJobs.runNow();
    expect(done['remove-dead-links']).toBeGreaterThanOrEqual(2);
    expect(await t.database.db.select().from(linkTokens)).toEqual([]);
  });
});

describe('sending over SMTP', () => {
  it('a mail the server refuses is tried again until it goes out, once', async () => {
    const smtp = await smtpPeer({ refuse: (_mail, attempt) => attempt <= 2 });
    const t = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const person = await register(t);
      await requestLink(t, person.userMail, 'emailVerified');
      expect(smtp.refused).toBe(1);
      expect(smtp.received).toEqual([]);
      await t.app.jobs.startWorking(0.5);
      await until(() => smtp.received.length > 0, 30_000);
      expect(smtp.refused).toBe(2);
      expect(smtp.received).toEqual([
        { to: person.userMail, subject: 'Verify your e-mail address for Basera' },
      ]);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 40_000);

  it('two servers on one database send each mail once', async () => {
    const smtp = await smtpPeer();
    const t = await createTestApp({ SMTP_URL: smtp.url });
    const second = await buildApp(t.config, { database: t.database });
    try {
      const people = [];
      for (let i = 0; i < 12; i++) people.push(await register(t));
      for (const person of people) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/verifyLink',
          payload: { route: 'emailVerified', userMail: person.userMail, dbName: 'User' },
        });
        expect(json(res).msg).toBeDefined();
      }
      await Promise.all([t.app.jobs.startWorking(0.5), second.jobs.startWorking(0.5)]);
      await until(() => smtp.received.length >= people.length, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const addresses = smtp.received.map((mail) => mail.to).sort();
      expect(addresses).toEqual(people.map((person) => person.userMail).sort());
    } finally {
      await second.close();
      await t.close();
      await smtp.close();
    }
  }, 40_000);
});
