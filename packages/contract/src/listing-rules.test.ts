import { describe, expect, it } from 'vitest';
import { canScheduleMeeting, canSubmit, submitProblem } from './listing-rules';
import { MSG } from './messages';

describe('what an owner may do with a listing', () => {
  it('submits a Pending or Rejected listing that has 4 photos', () => {
    expect(canSubmit('Pending', 4)).toBe(true);
    expect(canSubmit('Reject', 8)).toBe(true);
    expect(submitProblem('Pending', 3)).toEqual({ reason: 'photos', message: MSG.imagesMinTotal });
    expect(submitProblem('Pending', 0)?.reason).toBe('photos');
  });

  it('does not submit a listing under review or live', () => {
    expect(submitProblem('Submitted', 5)).toEqual({
      reason: 'status',
      message: MSG.alreadySubmitted,
    });
    expect(submitProblem('Approve', 5)).toEqual({ reason: 'status', message: MSG.alreadyApproved });
  });

  it('asks for meetings on commercial listings only', () => {
    expect(canScheduleMeeting('commercial')).toBe(true);
    for (const type of ['rent', 'sell', 'plot', 'pgHostel'] as const) {
      expect(canScheduleMeeting(type)).toBe(false);
    }
  });
});
