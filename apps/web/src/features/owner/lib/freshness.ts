import { TRUST_RULES, daysSince, type HiddenBecause, type Property } from '@basera/contract';

/** Why an approved listing is out of search, as its owner reads it, and the way back. */
export const HIDDEN_NOTICE: Record<HiddenBecause, { title: string; text: string }> = {
  unconfirmed: {
    title: 'Hidden from search',
    text: `Not confirmed for ${TRUST_RULES.hideAfterDays} days. Tap Still available to show it again.`,
  },
  unavailable: {
    title: 'Marked rented or sold',
    text: 'It is out of search. Relist it when it is available again.',
  },
  reported: {
    title: 'Hidden while we check reports from readers',
    text: 'It comes back in search if our team finds nothing wrong.',
  },
};

/**
 * Days left before an approved listing leaves search for want of a confirmation, once the
 * reminder is due; null before that, or when it is already out of search.
 */
export function daysBeforeHiding(property: Property, now: Date = new Date()): number | null {
  if (property.hiddenBecause || !property.lastConfirmedAt) return null;
  const days = daysSince(property.lastConfirmedAt, now);
  if (days < TRUST_RULES.remindAfterDays) return null;
  return Math.max(0, TRUST_RULES.hideAfterDays - days);
}
