import { CircleCheck, CircleX, Hourglass, PencilLine, type LucideIcon } from 'lucide-react';
import type { CampaignStatus } from '@basera/contract';

export type CampaignStatusInfo = {
  /** The owner's word for it; the admin sees the stored value, which Change Status sets. */
  ownerLabel: string;
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
    ownerLabel: 'Pending',
    hint: 'Not sent for review yet. Add photos, then submit it.',
    icon: PencilLine,
    badgeClasses: 'bg-slate-100 text-slate-800 ring-slate-300',
    dotClasses: 'bg-slate-500',
  },
  Submitted: {
    ownerLabel: 'Under review',
    hint: 'Our team is reviewing this listing. It goes live once approved.',
    icon: Hourglass,
    badgeClasses: 'bg-accent-50 text-accent-900 ring-accent-300',
    dotClasses: 'bg-accent-500',
  },
  Approve: {
    ownerLabel: 'Live',
    hint: 'Visible to everyone in search.',
    icon: CircleCheck,
    badgeClasses: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
    dotClasses: 'bg-emerald-600',
  },
  Reject: {
    ownerLabel: 'Rejected',
    hint: 'Not approved. Update the details or photos and submit again.',
    icon: CircleX,
    badgeClasses: 'bg-red-50 text-red-800 ring-red-300',
    dotClasses: 'bg-red-600',
  },
};
