import type { CampaignStatus } from '@basera/contract';
import { cn } from '@/lib/cn';
import { STATUS_INFO, TONE_CLASSES, TONE_DOT } from '../lib/campaign-status';

/** The campaign request as a coloured pill: Pending, Under review, Live, Rejected. */
export function StatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  const { label, tone } = STATUS_INFO[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        TONE_CLASSES[tone],
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', TONE_DOT[tone])} aria-hidden="true" />
      {label}
    </span>
  );
}
