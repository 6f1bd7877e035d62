import { describe, expect, it } from 'vitest';
import { decisionDate, decisionOf } from './campaign-status';

describe('decisionDate', () => {
  const now = new Date('2026-11-20T06:00:00Z');

  it('gives the day and month in India, with the year only when it is another year', () => {
    expect(decisionDate('2026-11-03T10:00:00Z', now)).toBe('3 Nov');
    // 20:00 UTC on 2 Nov is already 3 Nov in India.
    expect(decisionDate('2026-11-02T20:00:00Z', now)).toBe('3 Nov');
    expect(decisionDate('2025-12-31T10:00:00Z', now)).toBe('31 Dec 2025');
  });
});

describe('decisionOf', () => {
  const decidedAt = new Date().toISOString();

  it('names a rejection with its date and the reason', () => {
    const decision = decisionOf({
      campaignRequest: 'Reject',
      campaignReason: '  The photos are too dark.  ',
      campaignDecidedAt: decidedAt,
    });
    expect(decision?.headline).toMatch(/^Rejected on \d{1,2} [A-Z][a-z]{2}$/);
    expect(decision?.reason).toBe('The photos are too dark.');
  });

  it('names an approval without a reason', () => {
    const decision = decisionOf({
      campaignRequest: 'Approve',
      campaignReason: null,
      campaignDecidedAt: decidedAt,
    });
    expect(decision?.headline).toMatch(/^Approved on /);
    expect(decision?.reason).toBeNull();
  });

  it('says nothing while a listing is a draft or under review, or when nothing is known', () => {
    const reason = 'Please add clear photos of the rooms.';
    expect(
      decisionOf({
        campaignRequest: 'Submitted',
        campaignReason: reason,
        campaignDecidedAt: decidedAt,
      }),
    ).toBeNull();
    expect(decisionOf({ campaignRequest: 'Pending', campaignReason: null })).toBeNull();
    expect(decisionOf({ campaignRequest: 'Approve', campaignReason: null })).toBeNull();
  });
});
