import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  blockUserSchema,
  rejectFormSchema,
  reportPropertySchema,
  resolveReportSchema,
} from './moderation';
import { REPORT_REASONS, TRUST_RULES, daysSince, updatedLabel } from './trust-rules';
import { accepted, messagesOf } from './test-support';

describe('a report from a reader', () => {
  for (const reason of REPORT_REASONS) {
    it(`'${reason}' is a reason, details optional`, () => {
      expect(accepted(reportPropertySchema, { reason })).toEqual({ reason, details: '' });
    });
  }

  it('details are trimmed and at most 500 characters', () => {
    expect(
      accepted(reportPropertySchema, { reason: 'Other', details: '  asked for ₹5,000 token  ' })
        .details,
    ).toBe('asked for ₹5,000 token');
    expect(
      messagesOf(reportPropertySchema, { reason: 'Other', details: 'x'.repeat(501) }).details,
    ).toBe(MSG.reportDetailsMax);
  });

  for (const reason of [undefined, '', 'fake', 'Scam', 7]) {
    it(`the reason ${JSON.stringify(reason)} is refused`, () => {
      expect(messagesOf(reportPropertySchema, { reason }).reason).toBe(MSG.reportReasonRequired);
    });
  }

  it('an admin resolves by dismissing or unpublishing, nothing else', () => {
    expect(accepted(resolveReportSchema, { action: 'dismiss' }).action).toBe('dismiss');
    expect(accepted(resolveReportSchema, { action: 'unpublish' }).action).toBe('unpublish');
    expect(messagesOf(resolveReportSchema, { action: 'delete' }).action).toBe(
      'action must be dismiss or unpublish',
    );
  });

  it('a reject reason is 10 to 300 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 320 }), (reason) => {
        const length = reason.trim().length;
        const ok = rejectFormSchema.safeParse({ reason }).success;
        expect(ok).toBe(length >= TRUST_RULES.reason.min && length <= TRUST_RULES.reason.max);
      }),
    );
  });
});

describe('how fresh a listing reads', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);

  it('says today, yesterday, then the number of days', () => {
    expect(updatedLabel(ago(1), now)).toBe('Updated today');
    expect(updatedLabel(ago(25), now)).toBe('Updated yesterday');
    expect(updatedLabel(ago(24 * 3 + 2), now)).toBe('Updated 3 days ago');
    expect(updatedLabel(ago(24 * 45).toISOString(), now)).toBe('Updated 45 days ago');
  });

  it('a time a little ahead of this device (clock skew) reads as today, never negative', () => {
    expect(daysSince(new Date(now.getTime() + 60_000), now)).toBe(0);
    expect(updatedLabel(new Date(now.getTime() + 60_000), now)).toBe('Updated today');
  });
});

describe('reports per day', () => {
  it('the message a reader gets at the limit names the limit', () => {
    expect(MSG.reportsPerDayReached).toContain(`${TRUST_RULES.reportsPerDay} listings`);
  });
});

describe("the admin's block", () => {
  it('takes blocked true or false', () => {
    expect(accepted(blockUserSchema, { blocked: true })).toEqual({ blocked: true });
    expect(accepted(blockUserSchema, { blocked: false })).toEqual({ blocked: false });
  });

  for (const blocked of [undefined, null, 'true', 1, 0, 'yes']) {
    it(`refuses blocked ${JSON.stringify(blocked)}, saying what it takes`, () => {
      expect(messagesOf(blockUserSchema, { blocked }).blocked).toBe(
        'blocked must be true or false',
      );
    });
  }
});
