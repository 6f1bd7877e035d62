import { CircleCheck, CircleX, EyeOff, Hourglass, PencilLine, type LucideIcon } from 'lucide-react';
import { INDIA_TIME_ZONE, type CampaignStatus, type Property } from '@basera/contract';
import { tKey } from '@/i18n/keys';

export type CampaignStatusInfo = {
  /** The owner's word for it (a key); the admin sees the stored value, which Change Status sets. */
  ownerLabel: `common:${string}`;
  /** What the owner should know or do next. */
  hint: string;
  icon: LucideIcon;
  /** Background, text and ring of the badge. */
  badgeClasses: string;
  /** A dot in the same colour, for counts by status. */
  dotClasses: string;
};

/** How each review status of a listing (docs/product.md §4) is shown, to the admin and the owner. */
export const CAMPAIGN_STATUS_INFO: Record<CampaignStatus, CampaignStatusInfo> = {
  Pending: {
    ownerLabel: tKey('common:status.pending'),
    hint: 'Not sent for review yet. Add photos, then submit it.',
    icon: PencilLine,
    badgeClasses: 'bg-slate-100 text-slate-800 ring-slate-300',
    dotClasses: 'bg-slate-500',
  },
  Submitted: {
    ownerLabel: tKey('common:status.underReview'),
    hint: 'Our team is reviewing this listing. It goes live once approved.',
    icon: Hourglass,
    badgeClasses: 'bg-accent-50 text-accent-900 ring-accent-300',
    dotClasses: 'bg-accent-500',
  },
  Approve: {
    ownerLabel: tKey('common:status.live'),
    hint: 'Visible to everyone in search.',
    icon: CircleCheck,
    badgeClasses: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
    dotClasses: 'bg-emerald-600',
  },
  Reject: {
    ownerLabel: tKey('common:status.rejected'),
    hint: 'Edit the listing and submit it again.',
    icon: CircleX,
    badgeClasses: 'bg-red-50 text-red-800 ring-red-300',
    dotClasses: 'bg-red-600',
  },
};

/** An approved listing out of public lists (rented or sold, unconfirmed, or reported). */
export const OUT_OF_SEARCH_INFO: Pick<CampaignStatusInfo, 'ownerLabel' | 'icon' | 'badgeClasses'> =
  {
    ownerLabel: tKey('common:status.outOfSearch'),
    icon: EyeOff,
    badgeClasses: 'bg-amber-50 text-amber-900 ring-amber-300',
  };

const inIndia = { timeZone: INDIA_TIME_ZONE } as const;
const yearOf = new Intl.DateTimeFormat('en-IN', { ...inIndia, year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { ...inIndia, day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-IN', {
  ...inIndia,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '3 Nov' this year, '3 Nov 2025' in another (India's calendar). */
export function decisionDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameYear = yearOf.format(date) === yearOf.format(now);
  return (sameYear ? dayMonth : dayMonthYear).format(date);
}

export type LastDecision = {
  /** 'Rejected on 3 Nov' or 'Approved on 3 Nov' ('Rejected' when the date is unknown). */
  headline: string;
  /** The admin's reason, as the owner reads it. */
  reason: string | null;
};

/**
 * The last decision on a listing that still stands (it is approved or rejected), from the
 * owner's reads of their listings; null while it is a draft or under review.
 */
export function decisionOf(
  property: Pick<Property, 'campaignRequest' | 'campaignReason' | 'campaignDecidedAt'>,
): LastDecision | null {
  const { campaignRequest: status, campaignReason, campaignDecidedAt } = property;
  if (status !== 'Approve' && status !== 'Reject') return null;
  const verb = status === 'Approve' ? 'Approved' : 'Rejected';
  const reason = campaignReason?.trim() || null;
  if (!campaignDecidedAt && !reason) return null;
  return {
    headline: campaignDecidedAt ? `${verb} on ${decisionDate(campaignDecidedAt)}` : verb,
    reason,
  };
}
