import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUEUE_FILTERS,
  isNarrowed,
  readQueueFilters,
  readReviewId,
  reviewHref,
  withQueueFilters,
  withReviewId,
} from './queue-view';

const params = (query: string) => new URLSearchParams(query);

describe('the review queue in the URL', () => {
  it('opens on the listings waiting for review, of every type and city', () => {
    expect(readQueueFilters(params('tab=property'))).toEqual(DEFAULT_QUEUE_FILTERS);
    expect(DEFAULT_QUEUE_FILTERS.status).toBe('Submitted');
  });

  it('reads status, type, city and search', () => {
    expect(readQueueFilters(params('status=all&type=rent&city=Raipur&q=lake view'))).toEqual({
      status: 'all',
      propertyType: 'rent',
      city: 'Raipur',
      search: 'lake view',
    });
  });

  it('falls back to the default for anything it does not know', () => {
    expect(readQueueFilters(params('status=Pending&type=castle&city=Paris'))).toEqual(
      DEFAULT_QUEUE_FILTERS,
    );
  });

  it('writes only what differs from the default and keeps the tab', () => {
    const written = withQueueFilters(params('tab=property&status=all'), {
      ...DEFAULT_QUEUE_FILTERS,
      city: 'Durg',
      search: '  villa ',
    });
    expect(written.toString()).toBe('tab=property&city=Durg&q=villa');
  });

  it('names the listing under review, and drops it to go back', () => {
    const open = withReviewId(params('tab=property&type=plot'), 'abc');
    expect(readReviewId(open)).toBe('abc');
    expect(withReviewId(open, null).toString()).toBe('tab=property&type=plot');
    expect(readReviewId(params('tab=property&review='))).toBeNull();
  });

  it('links to one listing with every status, so it is found whatever its state', () => {
    expect(reviewHref('p-1')).toBe('/adminDashboard?tab=property&status=all&review=p-1');
  });

  it('counts a type, a city or a search as narrowing the queue, not the status', () => {
    expect(isNarrowed({ ...DEFAULT_QUEUE_FILTERS, status: 'all' })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_QUEUE_FILTERS, search: ' x ' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_QUEUE_FILTERS, city: 'Bhilai' })).toBe(true);
  });
});
