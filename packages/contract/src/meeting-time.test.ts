import { describe, expect, it } from 'vitest';
import { formatMeetingDate, formatMeetingTime } from './meeting-time';

describe("a meeting's day", () => {
  it('is the calendar day asked for, in either language, with or without the weekday', () => {
    expect(formatMeetingDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatMeetingDate('2026-11-25', 'en', { weekday: true })).toBe('Wed, 25 Nov, 2026');
    expect(formatMeetingDate('2026-11-25', 'hi')).toMatch(/^25 नव॰? 2026$/);
    expect(formatMeetingDate('2026-11-25', 'hi', { weekday: true })).toMatch(
      /^बुध(वार)?, 25 नव॰? 2026$/,
    );
  });

  it('is shown as it came when it cannot be read', () => {
    expect(formatMeetingDate('someday')).toBe('someday');
    expect(formatMeetingDate('someday', 'hi', { weekday: true })).toBe('someday');
  });
});

describe("a meeting's time", () => {
  it('reads 5:30 pm in English and names the part of the day in Hindi', () => {
    expect(formatMeetingTime('17:30')).toBe('5:30 pm');
    expect(formatMeetingTime('09:05:00')).toBe('9:05 am');
    expect(formatMeetingTime('17:30', 'hi')).toBe('शाम 5:30');
    expect(formatMeetingTime('09:05:00', 'hi')).toBe('सुबह 9:05');
  });

  it('is shown as it came when it cannot be read', () => {
    expect(formatMeetingTime('soon', 'hi')).toBe('soon');
  });
});
