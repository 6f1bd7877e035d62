import { CircleCheck, CircleX, Hourglass, PencilLine } from 'lucide-react';
import type { CampaignStatus } from '@basera/contract';
import { cn } from '@/lib/cn';

const STYLES: Record<CampaignStatus, { className: string; icon: typeof CircleCheck }> = {
  Pending: { className: 'bg-slate-100 text-slate-700 ring-slate-200', icon: PencilLine },
  Submitted: { className: 'bg-accent-50 text-accent-800 ring-accent-200', icon: Hourglass },
  Approve: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', icon: CircleCheck },
  Reject: { className: 'bg-red-50 text-red-800 ring-red-200', icon: CircleX },
};

/** A listing's campaignRequest, named as the product names it (docs/product.md §4). */
export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { className, icon: Icon } = STYLES[status] ?? STYLES.Pending;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {status}
    </span>
  );
}
