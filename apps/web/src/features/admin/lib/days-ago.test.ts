import { describe, expect, it } from 'vitest';
import { daysAgo, formatDate } from './days-ago';

const now = new Date('2026-03-12T10:00:00Z');

describe('how long a listing has waited', () => {
  it('reads today, yesterday, then in days', () => {
    expect(daysAgo('2026-03-12T08:00:00Z', now)).toBe('today');
    expect(daysAgo('2026-03-11T09:00:00Z', now)).toBe('yesterday');
    expect(daysAgo('2026-03-09T10:00:00Z', now)).toBe('3 days ago');
  });

  it('is never in the future', () => {
    expect(daysAgo('2026-03-13T10:00:00Z', now)).toBe('today');
  });

  it('gives the day in India', () => {
    expect(formatDate('2026-03-11T20:00:00Z')).toBe('12 Mar 2026');
  });
});
