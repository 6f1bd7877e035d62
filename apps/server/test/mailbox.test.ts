import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * The database's mailbox_of() (drizzle/0008_abuse.sql), behind users.mailbox: the mailbox an
 * address reaches, so that one person's aliases count once
 * (docs/decisions/0027-reports-counted-per-mailbox.md). Checked on generated addresses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mailboxesOf(emails: string[]): Promise<string[]> {
  const list = sql.join(
    emails.map((email) => sql`${email}::text`),
    sql`, `,
  );
  const result = await t.database.db.execute(
    sql`select mailbox_of(e) as mailbox from unnest(array[${list}]) with ordinality as u(e, n)
      order by n`,
  );
  return (result as unknown as { rows: { mailbox: string }[] }).rows.map((row) => row.mailbox);
}

const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
const word = fc.string({ unit: fc.constantFrom(...letters.split('')), minLength: 1, maxLength: 8 });
/** A local part without '+': words joined by dots, dashes or underscores, in any case. */
const localPart = fc
  .array(fc.tuple(word, fc.constantFrom('.', '-', '_')), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([w, sep], i) => (i ? sep : '') + w).join(''));
const tag = fc.string({
  unit: fc.constantFrom(...`${letters}.-_+`.split('')),
  minLength: 0,
  maxLength: 8,
});
const otherDomain = fc.constantFrom('example.in', 'yahoo.co.in', 'outlook.com', 'rediffmail.com');
const gmailDomain = fc.constantFrom('gmail.com', 'googlemail.com', 'GMail.com');
const shout = (text: string) => text.toUpperCase();

describe('mailbox_of', () => {
  it('a +tag, and the case of any letter, reach the same mailbox', async () => {
    await fc.assert(
      fc.asyncProperty(localPart, tag, otherDomain, async (local, extra, domain) => {
        const plain = `${local}@${domain}`.toLowerCase();
        const [a, b, c] = await mailboxesOf([
          plain,
          `${local}+${extra}@${domain}`,
          shout(`${local}+${extra}@${domain}`),
        ]);
        expect(a).toBe(plain);
        expect(b).toBe(plain);
        expect(c).toBe(plain);
      }),
      { numRuns: 150 },
    );
  });

  it('at Gmail, dots do not matter and googlemail.com is gmail.com', async () => {
    await fc.assert(
      fc.asyncProperty(localPart, tag, gmailDomain, async (local, extra, domain) => {
        const dotless = local.toLowerCase().replaceAll('.', '');
        const dotted = dotless.split('').join('.');
        const mailboxes = await mailboxesOf([
          `${local}@${domain}`,
          `${dotted}+${extra}@gmail.com`,
          `${dotless}@googlemail.com`,
        ]);
        expect(mailboxes).toEqual(Array(3).fill(`${dotless}@gmail.com`));
      }),
      { numRuns: 150 },
    );
  });

  it('different names are different mailboxes; elsewhere than Gmail a dot makes another name', async () => {
    await fc.assert(
      fc.asyncProperty(localPart, localPart, otherDomain, async (one, two, domain) => {
        fc.pre(one.toLowerCase() !== two.toLowerCase());
        const [a, b] = await mailboxesOf([`${one}@${domain}`, `${two}@${domain}`]);
        expect(a).not.toBe(b);
      }),
      { numRuns: 150 },
    );
    const [dotted, plain] = await mailboxesOf(['ra.hul@example.in', 'rahul@example.in']);
    expect(dotted).not.toBe(plain);
  });

  it('an address that is all tag keeps its name rather than becoming empty', async () => {
    expect(await mailboxesOf(['+deals@example.in'])).toEqual(['+deals@example.in']);
  });

  it('is what the users table keeps for every account', async () => {
    const rows = await t.database.db.execute(
      sql`insert into users (first_name, last_name, phone, whatsapp, email, password_hash)
        values ('Rahul', 'Verma', '9000000000', '9000000000', 'r.a.h.u.l+old@googlemail.com', 'x')
        returning mailbox`,
    );
    expect((rows as unknown as { rows: { mailbox: string }[] }).rows[0]!.mailbox).toBe(
      'rahul@gmail.com',
    );
  });
});
