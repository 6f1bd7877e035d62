import { describe, expect, it } from 'vitest';
import { meetingWhen } from './meeting-time';

describe('when a meeting is', () => {
  it('is today, upcoming or past against the day in India', () => {
    expect(meetingWhen('2026-11-25', '2026-11-25')).toBe('today');
    expect(meetingWhen('2026-11-26', '2026-11-25')).toBe('upcoming');
    expect(meetingWhen('2026-11-24', '2026-11-25')).toBe('past');
  });
});
