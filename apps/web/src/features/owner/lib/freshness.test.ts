import { describe, expect, it } from 'vitest';
import { TRUST_RULES, type Property } from '@basera/contract';
import { daysBeforeHiding } from './freshness';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T06:00:00Z');

function confirmedDaysAgo(days: number, hiddenBecause: Property['hiddenBecause'] = null) {
  const lastConfirmedAt = new Date(now.getTime() - days * DAY_MS).toISOString();
  return { lastConfirmedAt, hiddenBecause } as Property;
}

describe('daysBeforeHiding', () => {
  it('is silent until the reminder is due', () => {
    expect(daysBeforeHiding(confirmedDaysAgo(TRUST_RULES.remindAfterDays - 1), now)).toBeNull();
  });

  it('counts down from the reminder to the day the listing leaves search', () => {
    const { remindAfterDays, hideAfterDays } = TRUST_RULES;
    expect(daysBeforeHiding(confirmedDaysAgo(remindAfterDays), now)).toBe(
      hideAfterDays - remindAfterDays,
    );
    expect(daysBeforeHiding(confirmedDaysAgo(hideAfterDays + 3), now)).toBe(0);
  });

  it('is silent for a listing already out of search or never confirmed', () => {
    expect(daysBeforeHiding(confirmedDaysAgo(40, 'unavailable'), now)).toBeNull();
    expect(
      daysBeforeHiding({ lastConfirmedAt: null, hiddenBecause: null } as Property, now),
    ).toBeNull();
  });
});
