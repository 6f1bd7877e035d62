import { IMAGE_LIMITS, submitProblem, type Property } from '@basera/contract';
import { CAMPAIGN_STATUS_INFO, decisionOf } from '@/lib/campaign-status';
import { cn } from '@/lib/cn';

/** What the owner should do next, given the status and the number of photos. */
function statusHint(property: Property): string | null {
  const status = property.campaignRequest;
  const photos = property.propertyImg.length;
  const problem = submitProblem(status, photos);
  if (problem?.reason === 'photos') {
    return photos === 0
      ? `Add ${IMAGE_LIMITS.minOnUpload} to ${IMAGE_LIMITS.maxOnUpload} photos to submit it for review.`
      : `Add at least ${IMAGE_LIMITS.minOnUpload} photos, then submit it for review.`;
  }
  if (problem === null && status === 'Pending') return 'Ready: submit it for review to go live.';
  // An approved listing out of search says why beside its freshness instead.
  if (status === 'Approve' && property.hiddenBecause) return null;
  return CAMPAIGN_STATUS_INFO[status].hint;
}

/**
 * Where a listing stands in review, the admin's last decision with its date and reason, and
 * the owner's next step (a rejected listing: edit it and submit it again).
 */
export function ReviewStatus({ property, className }: { property: Property; className?: string }) {
  const decision = decisionOf(property);
  const hint = statusHint(property);
  const rejected = property.campaignRequest === 'Reject';
  return (
    <div
      className={cn(
        'rounded-xl px-3 py-2.5 text-[13px] leading-snug ring-1',
        rejected
          ? 'bg-red-50 text-red-950 ring-red-200'
          : 'bg-slate-50 text-slate-600 ring-slate-100',
        className,
      )}
    >
      <p>
        Campaign request:{' '}
        <span className={cn('font-semibold', rejected ? 'text-red-950' : 'text-slate-900')}>
          {property.campaignRequest}
        </span>
      </p>
      {decision && (
        <p className="mt-1 break-words">
          <span className="font-semibold">{decision.headline}</span>
          {decision.reason && <>: {decision.reason}</>}
        </p>
      )}
      {hint && <p className={cn('mt-1', rejected && 'font-medium')}>{hint}</p>}
    </div>
  );
}
