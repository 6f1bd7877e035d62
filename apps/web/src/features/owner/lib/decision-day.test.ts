import { describe, expect, it } from 'vitest';
import { decisionDate } from '@/lib/campaign-status';
import { decisionDay } from './decision-day';

const now = new Date('2026-11-25T10:00:00Z');

describe("the day of the admin's decision", () => {
  it('reads in English exactly as the shared decisionDate does', () => {
    for (const iso of ['2026-11-03T05:00:00Z', '2026-01-01T20:00:00Z', '2025-12-31T19:00:00Z'])
      expect(decisionDay(iso, 'en', now)).toBe(decisionDate(iso, now));
  });

  it('is written the Hindi way in Hindi, with the year only for another year', () => {
    expect(decisionDay('2026-11-03T05:00:00Z', 'hi', now)).toMatch(/^3 नव॰?$/);
    expect(decisionDay('2025-11-03T05:00:00Z', 'hi', now)).toMatch(/^3 नव॰? 2025$/);
  });
});
