import type { CampaignStatus } from '@basera/contract';

export type StatusTone = 'slate' | 'amber' | 'green' | 'red';

/**
 * What each campaignRequest value means to an owner. The raw value stays visible beside the
 * friendly label (the admin and the owner talk about the same word).
 */
export const STATUS_INFO: Record<
  CampaignStatus,
  { label: string; tone: StatusTone; summary: string; hint: string }
> = {
  Pending: {
    label: 'Pending',
    tone: 'slate',
    summary: 'Pending',
    hint: 'Not sent for review yet. Add photos, then submit it.',
  },
  Submitted: {
    label: 'Under review',
    tone: 'amber',
    summary: 'Under review',
    hint: 'Our team is reviewing this listing. It goes live once approved.',
  },
  Approve: {
    label: 'Live',
    tone: 'green',
    summary: 'Live',
    hint: 'Visible to everyone in search.',
  },
  Reject: {
    label: 'Rejected',
    tone: 'red',
    summary: 'Rejected',
    hint: 'Not approved. Update the details or photos and submit again.',
  },
};

export const TONE_CLASSES: Record<StatusTone, string> = {
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
  amber: 'bg-accent-50 text-accent-900 ring-accent-300',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  red: 'bg-red-50 text-red-800 ring-red-300',
};

export const TONE_DOT: Record<StatusTone, string> = {
  slate: 'bg-slate-500',
  amber: 'bg-accent-500',
  green: 'bg-emerald-600',
  red: 'bg-red-600',
};

/** The Submit Property button: Pending, or Reject to resubmit (docs/product.md §4). */
export function canSubmit(status: CampaignStatus): boolean {
  return status === 'Pending' || status === 'Reject';
}
