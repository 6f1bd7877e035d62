import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IMAGE_LIMITS, submitProblem, type CampaignStatus, type Property } from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useFormat } from '@/i18n/use-format';
import { decisionOf } from '@/lib/campaign-status';
import { cn } from '@/lib/cn';
import { decisionDay } from '../lib/decision-day';

/** What the owner should know or do next in each status. */
const STATUS_HINTS: Record<CampaignStatus, string> = {
  Pending: tKey('owner:reviewStatus.pending'),
  Submitted: tKey('owner:reviewStatus.submitted'),
  Approve: tKey('owner:reviewStatus.approve'),
  Reject: tKey('owner:reviewStatus.reject'),
};

/** What the owner should do next, given the status and the number of photos. */
function statusHint(t: TFunction, property: Property): string | null {
  const status = property.campaignRequest;
  const photos = property.propertyImg.length;
  const problem = submitProblem(status, photos);
  const { minOnUpload: min, maxOnUpload: max } = IMAGE_LIMITS;
  if (problem?.reason === 'photos') {
    return photos === 0
      ? t('owner:reviewStatus.addPhotos', { min, max })
      : t('owner:reviewStatus.addMorePhotos', { min });
  }
  if (problem === null && status === 'Pending') return t('owner:reviewStatus.ready');
  // An approved listing out of search says why beside its freshness instead.
  if (status === 'Approve' && property.hiddenBecause) return null;
  return t(STATUS_HINTS[status]);
}

/**
 * Where a listing stands in review, the admin's last decision with its date and reason, and
 * the owner's next step (a rejected listing: edit it and submit it again).
 */
export function ReviewStatus({ property, className }: { property: Property; className?: string }) {
  const { t } = useTranslation('owner');
  const { language } = useFormat();
  const translateMessage = useTranslateMessage();
  const decision = decisionOf(property);
  const hint = statusHint(t, property);
  const rejected = property.campaignRequest === 'Reject';
  const decidedAt = property.campaignDecidedAt;
  const headline = decidedAt
    ? t(rejected ? 'reviewStatus.rejectedOn' : 'reviewStatus.approvedOn', {
        date: decisionDay(decidedAt, language),
      })
    : t(rejected ? 'reviewStatus.rejected' : 'reviewStatus.approved');
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
        {t('reviewStatus.campaignRequest')}{' '}
        <span className={cn('font-semibold', rejected ? 'text-red-950' : 'text-slate-900')}>
          {translateMessage(property.campaignRequest)}
        </span>
      </p>
      {decision && (
        <p className="mt-1 break-words">
          <span className="font-semibold">{headline}</span>
          {decision.reason && <>: {translateMessage(decision.reason)}</>}
        </p>
      )}
      {hint && <p className={cn('mt-1', rejected && 'font-medium')}>{hint}</p>}
    </div>
  );
}
