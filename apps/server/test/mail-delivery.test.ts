import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema';
import { createMailJobs, type MailJob } from '../src/mail/mail-jobs';
import { SMTP_CONNECTIONS } from '../src/mail/mailer';
import { createTestApp, type TestApp } from './harness';
import { smtpPeer, until, type SmtpPeer } from './smtp-peer';
import { newPerson } from './support';

/*
 * How mails leave the queue (docs/decisions/0031-mails-by-priority-in-batches.md): a mail a
 * person is waiting for goes before the others, a backlog goes out as fast as SMTP takes it,
 * several at once, and an idle server hears of a new mail when the transaction that queued it
 * commits, not at its next look at the queue.
 */

/**
 * The workers' look at the queue in these tests: longer than any test waits, so a mail that
 * arrives was not found by a regular look.
 */
const LOOKS_EVERY_SECONDS = 120;
const WAIT_MS = 20_000;

let open: { t: TestApp; smtp: SmtpPeer }[] = [];
afterEach(async () => {
  for (const { t, smtp } of open) {
    await t.close();
    await smtp.close();
  }
  open = [];
});

/** An app whose SMTP_URL is the peer's, with `settings` added to its query. */
async function appWithSmtp(peer: Parameters<typeof smtpPeer>[0] = {}, settings = '') {
  const smtp = await smtpPeer(peer);
  const t = await createTestApp({ SMTP_URL: smtp.url + settings });
  open.push({ t, smtp });
  return { t, smtp };
}

/** A person who registered (and was mailed nothing yet), to be mailed decisions or links. */
async function owner(t: TestApp) {
  const person = newPerson();
  const res = await t.app.inject({ method: 'POST', url: '/user/register', payload: person });
  expect(res.statusCode, res.body).toBe(201);
  const email = person.userMail.toLowerCase();
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return { email, userId: row!.id };
}

const approval = (ownerId: string, title: string): MailJob => ({
  kind: 'decision',
  ownerId,
  decision: { status: 'Approve', reason: null, title },
});
const liveSubject = (title: string) => `Your listing "${title}" is live on Basera`;

/** Queues `count` 'your listing is live' mails, in one transaction as a busy admin's would be. */
async function queueApprovals(t: TestApp, ownerId: string, count: number, prefix = 'Flat') {
  const mails = createMailJobs(t.app.jobs);
  const titles = Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  await t.database.db.transaction(async (tx) => {
    for (const title of titles) await mails.enqueue(tx, approval(ownerId, title));
  });
  return titles;
}

async function askForVerification(t: TestApp, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/verifyLink',
    payload: { route: 'emailVerified', userMail: email, dbName: 'User' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const VERIFY_SUBJECT = 'Verify your e-mail address for Basera';

/** Lets the workers make their first look at the queue and find nothing: they are idle. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

describe('a mail a person is waiting for', () => {
  it('goes out before a backlog of other mails queued before it', async () => {
    const { t, smtp } = await appWithSmtp();
    const lister = await owner(t);
    const backlog = 40;
    await queueApprovals(t, lister.userId, backlog);
    const person = await owner(t);
    await askForVerification(t, person.email);

    await t.app.jobs.startWorking(0.5);
    await until(() => smtp.received.some((mail) => mail.to === person.email), WAIT_MS);
    const position = smtp.received.findIndex((mail) => mail.to === person.email);
    expect(smtp.received[position]!.subject).toBe(VERIFY_SUBJECT);
    // Only the few mails already in hand when it was taken may arrive before it.
    expect(position).toBeLessThan(backlog / 2);
    await until(() => smtp.received.length === backlog + 1, WAIT_MS);
  }, 60_000);

  it('a password reset goes first too', async () => {
    const { t, smtp } = await appWithSmtp();
    const lister = await owner(t);
    await queueApprovals(t, lister.userId, 40);
    const person = await owner(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verifyLink',
      payload: { route: 'resetPassword', userMail: person.email, dbName: 'User' },
    });
    expect(res.statusCode).toBe(200);

    await t.app.jobs.startWorking(0.5);
    await until(() => smtp.received.some((mail) => mail.to === person.email), WAIT_MS);
    const position = smtp.received.findIndex((mail) => mail.to === person.email);
    expect(smtp.received[position]!.subject).toBe('Reset your Basera password');
    expect(position).toBeLessThan(20);
  }, 60_000);
});

describe('a backlog of mails', () => {
  it('goes out without waiting for the next look at the queue', async () => {
    const { t, smtp } = await appWithSmtp();
    const lister = await owner(t);
    const titles = await queueApprovals(t, lister.userId, 30);

    await t.app.jobs.startWorking(LOOKS_EVERY_SECONDS);
    await until(() => smtp.received.length === titles.length, WAIT_MS);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      titles.map(liveSubject).sort(),
    );
  }, 60_000);

  it('is sent several mails at once, never more than the SMTP connections', async () => {
    const { t, smtp } = await appWithSmtp({ holdMs: 300 });
    const lister = await owner(t);
    const titles = await queueApprovals(t, lister.userId, 3 * SMTP_CONNECTIONS);

    await t.app.jobs.startWorking(0.5);
    await until(() => smtp.received.length === titles.length, WAIT_MS);
    expect(smtp.mostAtOnce).toBeGreaterThan(1);
    expect(smtp.mostAtOnce).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  }, 60_000);

  it('is sent as many at once as SMTP_URL says (maxConnections)', async () => {
    const { t, smtp } = await appWithSmtp({ holdMs: 300 }, '&maxConnections=2');
    const lister = await owner(t);
    const titles = await queueApprovals(t, lister.userId, 8);

    await t.app.jobs.startWorking(0.5);
    await until(() => smtp.received.length === titles.length, WAIT_MS);
    expect(smtp.mostAtOnce).toBe(2);
  }, 60_000);

  it('whichever of its mails SMTP refuses at first, each goes out exactly once', async () => {
    const refusedTitles = new Set<string>();
    const { t, smtp } = await appWithSmtp({
      // A refused mail's first try only: the queue tries it again 2 to 4 s later.
      refuse: (mail, attempt) => attempt === 1 && refusedTitles.has(mail.subject),
    });
    const lister = await owner(t);
    await t.app.jobs.startWorking(0.5);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }), async (refuse) => {
        run += 1;
        const before = smtp.received.length;
        const titles = refuse.map((_, i) => `Run ${run} flat ${i + 1}`);
        for (const [i, title] of titles.entries()) {
          if (refuse[i]) refusedTitles.add(liveSubject(title));
        }
        const mails = createMailJobs(t.app.jobs);
        await t.database.db.transaction(async (tx) => {
          for (const title of titles) await mails.enqueue(tx, approval(lister.userId, title));
        });
        // Until every mail is in and the queue holds none to send or to try again.
        await until(async () => {
          const { rows } = await t.database.execute(
            `select count(*)::int as n from pgboss.job where name = 'mail' and state < 'completed'`,
          );
          const waiting = (rows[0] as { n: number }).n;
          return smtp.received.length >= before + titles.length && waiting === 0;
        }, WAIT_MS);
        const subjects = smtp.received.slice(before).map((mail) => mail.subject);
        expect(subjects.sort()).toEqual(titles.map(liveSubject).sort());
      }),
      { numRuns: 4 },
    );
  }, 120_000);
});

describe('an idle server', () => {
  it('sends a mail as soon as the request that queued it is answered', async () => {
    const { t, smtp } = await appWithSmtp();
    const person = await owner(t);
    await t.app.jobs.startWorking(LOOKS_EVERY_SECONDS);
    await idle();

    await askForVerification(t, person.email);
    await until(() => smtp.received.some((mail) => mail.to === person.email), WAIT_MS);
  }, 60_000);

  it('hears of a mail when the transaction that queued it commits, not before', async () => {
    const { t, smtp } = await appWithSmtp();
    const lister = await owner(t);
    await t.app.jobs.startWorking(LOOKS_EVERY_SECONDS);
    await idle();

    const mails = createMailJobs(t.app.jobs);
    await t.database.db.transaction(async (tx) => {
      await mails.enqueue(tx, approval(lister.userId, 'Slow decision'));
      // The decision's transaction goes on a while after the mail is queued.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await until(() => smtp.received.length === 1, WAIT_MS);
    expect(smtp.received[0]!.subject).toBe(liveSubject('Slow decision'));
  }, 60_000);

  it('hears of a mail another server queued', async () => {
    const { t, smtp } = await appWithSmtp();
    const person = await owner(t);
    // A second server on the same database, the only one that sends.
    const sender = await buildApp(t.config, { database: t.database });
    try {
      await sender.jobs.startWorking(LOOKS_EVERY_SECONDS);
      await idle();
      await askForVerification(t, person.email);
      await until(() => smtp.received.some((mail) => mail.to === person.email), WAIT_MS);
    } finally {
      await sender.close();
    }
  }, 60_000);
});
