import { useId, useState } from 'react';
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
import { TextAreaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useTranslateMessage } from '@/i18n/translate-message';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { setServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useReportReview } from '../api/report-review';

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
  const translateMessage = useTranslateMessage();
  const report = useReportReview();
  const [refused, setRefused] = useState<string | null>(null);
  const ids = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(reportReviewSchema, { details: '' });
  const length = (useWatch({ control, name: 'details' }) ?? '').trim().length;
  const max = TRUST_RULES.reportDetailsMax;
  const reasonError = errors.reason?.message && translateMessage(errors.reason.message);

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
      <fieldset
        aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t('reviewReport.whatIsWrong')}
        </legend>
        {REVIEW_REPORT_REASONS.map((reason) => (
          <label
            key={reason}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-white px-3.5 py-2.5 text-[15px] text-slate-800 transition-colors',
              'hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-600/15',
              reasonError ? 'border-red-600' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              className="size-4 shrink-0 accent-brand-700 focus:outline-none"
              {...register('reason')}
            />
            {translateMessage(reason)}
          </label>
        ))}
        {reasonError && (
          <p
            id={`${ids}-reason-error`}
            role="alert"
            className="text-[13px] leading-snug font-medium text-red-700"
          >
            {reasonError}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <TextAreaField
          label={t('reviewReport.details')}
          required={false}
          rows={3}
          placeholder={t('reviewReport.placeholder')}
          error={errors.details?.message}
          {...(errors.details ? {} : { 'aria-describedby': `${ids}-counter` })}
          {...register('details')}
        />
        <p
          id={`${ids}-counter`}
          className={cn(
            'text-right text-xs tabular-nums',
            length > max ? 'font-semibold text-red-700' : 'text-slate-500',
          )}
        >
          {length}/{max}
          <span className="sr-only">{t('report.characters')}</span>
        </p>
      </div>

      {refused && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {translateMessage(refused)}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('report.sending') : t('report.send')}
        </Button>
      </div>
    </form>
  );
}
