/**
 * Trust rules (docs/product.md §4): moderation with reasons, reports from readers and the
 * freshness of approved listings. The form and the server read the same numbers.
 */
export const TRUST_RULES = {
  /** A decision's reason, as the owner reads it. */
  reason: { min: 10, max: 300 },
  reportDetailsMax: 500,
  /**
   * Open reports from this many different people take a listing out of public lists. A person
   * is a mailbox, not an account (name+1@ and name+2@ are one), and only verified, unblocked
   * accounts whose reports on the listing were never dismissed count
   * (docs/decisions/0027-reports-counted-per-mailbox.md).
   */
  reportsToHide: 3,
  /** Reports one mailbox may send in 24 hours, across all its accounts. */
  reportsPerDay: 10,
  /** The owner is reminded to confirm this many days after the last confirmation… */
  remindAfterDays: 30,
  /** …and the listing leaves public lists this many days after it. */
  hideAfterDays: 45,
} as const;

export const REPORT_REASONS = [
  'Fake or misleading',
  'Already rented or sold',
  'Wrong price or details',
  'Asked for money before a visit',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an admin does with a listing's open reports: keep it public, or take it down. */
export const REPORT_ACTIONS = ['dismiss', 'unpublish'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'unpublished'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Why an approved listing is out of public lists: the owner marked it rented or sold, it was
 * not confirmed for 45 days, or three people reported it and an admin has not yet decided.
 */
export const HIDDEN_BECAUSE = ['unavailable', 'unconfirmed', 'reported'] as const;
export type HiddenBecause = (typeof HIDDEN_BECAUSE)[number];

/** Reasons the review screen offers with one click; the admin may write their own. */
export const REJECT_REASON_PRESETS = [
  'The photos do not show the property clearly. Please add clear photos of the rooms and the outside.',
  'The price or rent looks wrong. Please check the amount and the deposit.',
  'The address or map link does not match the city. Please correct the address and the map link.',
  'The description does not say enough. Please describe the rooms, the floor and what is included.',
  'This looks like a copy of another listing. Please edit your existing listing instead.',
] as const;

/**
 * What a reader is told the first time they call, message or ask to visit a lister: what
 * Basera never asks for, so a demand for money before a visit stands out as a scam.
 */
export const SAFETY_NOTE = {
  title: 'Before you call or visit',
  points: [
    "Basera never asks for an advance or 'token' payment before you visit, and never charges to see a property.",
    'Never pay anyone before you have seen the property and its papers.',
  ],
  reportPrompt: 'Did someone ask you for money before a visit?',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `then` to `now`, never negative. */
export function daysSince(then: Date | string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(then).getTime()) / DAY_MS));
}

/** 'Updated today', 'Updated yesterday', 'Updated 3 days ago' (cards and details). */
export function updatedLabel(lastConfirmedAt: Date | string, now: Date = new Date()): string {
  const days = daysSince(lastConfirmedAt, now);
  if (days === 0) return 'Updated today';
  if (days === 1) return 'Updated yesterday';
  return `Updated ${days} days ago`;
}
