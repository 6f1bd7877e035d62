import { describe, expect, it } from 'vitest';
import { formatMeetingDate } from '@/lib/meeting-time';
import { meetingDay } from './meeting-day';

describe("a meeting request's day", () => {
  it('reads in English as the shared meeting format does, weekday first', () => {
    for (const date of ['2026-11-25', '2027-01-01', 'someday'])
      expect(meetingDay(date, 'en')).toBe(formatMeetingDate(date, { weekday: true }));
  });

  it('names the weekday and month in Hindi', () => {
    expect(meetingDay('2026-11-25', 'hi')).toMatch(/^बुध(वार)?, 25 नव॰? 2026$/);
  });
});
