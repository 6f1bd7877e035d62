import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  MSG,
  REVIEW_REPORT_REASONS,
  TRUST_RULES,
  reportReviewSchema,
  type Review,
} from '@basera/contract';
import { Dialog } from '@/components/ui/dialog';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useReportReview } from '../api/report-review';
import { ReportFormBody } from './report-form-body';

type ReportReviewDialogProps = {
  /** The review being reported; null while the dialog is closed. */
  review: Review | null;
  onClose: () => void;
};

/**
 * The lister's 'Report review': what is wrong with a review of their listing, for the admin to
 * decide. The lister cannot delete reviews (docs/decisions/0029-one-review-per-person.md).
 */
export function ReportReviewDialog({ review, onClose }: ReportReviewDialogProps) {
  const { t } = useTranslation('details');
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('reviewReport.title')}
      description={t('reviewReport.description')}
      icon={<Flag className="size-5" aria-hidden="true" />}
    >
      {review && <ReportReviewForm review={review} onDone={onClose} />}
    </Dialog>
  );
}

const FIELDS = ['reason', 'details'] as const;

function ReportReviewForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const { t } = useTranslation('details');
  const report = useReportReview();
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(reportReviewSchema, { details: '' });
  const length = (useWatch({ control, name: 'details' }) ?? '').trim().length;

  const onSubmit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await report.mutateAsync({ reviewId: review._id, values });
      toast.success(MSG.reviewReportSent);
      onDone();
    } catch (error) {
      if (setServerFieldErrors(error, setError, FIELDS)) return;
      // Already reported, or the review is gone: the server's words, kept in the dialog.
      setRefused(errorMessage(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <figure className="rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
        <figcaption className="mb-1 font-semibold text-slate-900">
          {`${review.firstName} ${review.lastName}`.trim()}
        </figcaption>
        <blockquote className="break-words whitespace-pre-line text-slate-700">
          {review.review}
        </blockquote>
      </figure>
      <ReportFormBody
        reasons={REVIEW_REPORT_REASONS}
        reasonField={register('reason')}
        reasonError={errors.reason?.message}
        detailsField={register('details')}
        detailsError={errors.details?.message}
        detailsLength={length}
        detailsMax={TRUST_RULES.reportDetailsMax}
        detailsRows={3}
        refused={refused}
        isSubmitting={isSubmitting}
        onCancel={onDone}
        labels={{
          whatIsWrong: t('reviewReport.whatIsWrong'),
          details: t('reviewReport.details'),
          placeholder: t('reviewReport.placeholder'),
        }}
      />
    </form>
  );
}
