import { TRUST_RULES, daysSince, type HiddenBecause, type Property } from '@basera/contract';
import { tKey } from '@/i18n/keys';

/**
 * Why an approved listing is out of search, as its owner reads it, and the way back (keys of
 * the `owner` namespace; the unconfirmed text takes `days`, TRUST_RULES.hideAfterDays).
 */
export const HIDDEN_NOTICE: Record<HiddenBecause, { title: string; text: string }> = {
  unconfirmed: {
    title: tKey('owner:freshness.unconfirmedTitle'),
    text: tKey('owner:freshness.unconfirmedText'),
  },
  unavailable: {
    title: tKey('owner:freshness.unavailableTitle'),
    text: tKey('owner:freshness.unavailableText'),
  },
  reported: {
    title: tKey('owner:freshness.reportedTitle'),
    text: tKey('owner:freshness.reportedText'),
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
