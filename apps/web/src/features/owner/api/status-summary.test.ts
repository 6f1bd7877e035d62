import { describe, expect, it } from 'vitest';
import type { Property } from '@basera/contract';
import { summariseStatuses } from './get-owner-properties';

const listing = (
  campaignRequest: Property['campaignRequest'],
  hiddenBecause: Property['hiddenBecause'] = null,
) => ({ campaignRequest, hiddenBecause }) as Property;

describe("the owner's counts by status", () => {
  it('counts as Live only approved listings in search; the others approved are out of search', () => {
    const summary = summariseStatuses([
      listing('Approve'),
      listing('Approve', 'unavailable'),
      listing('Approve', 'unconfirmed'),
      listing('Approve', 'reported'),
      listing('Pending'),
      listing('Submitted'),
      listing('Reject'),
    ]);
    expect(summary).toMatchObject({
      total: 7,
      Approve: 1,
      outOfSearch: 3,
      Pending: 1,
      Submitted: 1,
      Reject: 1,
    });
  });
});
