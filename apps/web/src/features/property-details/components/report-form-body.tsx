import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/form';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';

type ReportFormBodyProps = {
  /** What the reader may say is wrong (message keys of the contract). */
  reasons: readonly string[];
  reasonField: UseFormRegisterReturn;
  reasonError: string | undefined;
  detailsField: UseFormRegisterReturn;
  detailsError: string | undefined;
  /** Characters written in the details box so far, beside the most it takes. */
  detailsLength: number;
  detailsMax: number;
  detailsRows: number;
  /** The server's refusal (already reported, gone…), kept in the dialog. */
  refused: string | null;
  isSubmitting: boolean;
  onCancel: () => void;
  /** The words of this kind of report: whatIsWrong, details, placeholder. */
  labels: { whatIsWrong: string; details: string; placeholder: string };
};

/**
 * The inside of a report dialog, a listing's or a review's: a reason to choose, a few words if
 * the reader wants (with a counter), the server's refusal, Cancel and Send.
 */
export function ReportFormBody({
  reasons,
  reasonField,
  reasonError: reasonErrorKey,
  detailsField,
  detailsError,
  detailsLength,
  detailsMax,
  detailsRows,
  refused,
  isSubmitting,
  onCancel,
  labels,
}: ReportFormBodyProps) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const ids = useId();
  const reasonError = reasonErrorKey && translateMessage(reasonErrorKey);

  return (
    <>
      <fieldset
        aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-2 text-sm font-medium text-slate-800">{labels.whatIsWrong}</legend>
        {reasons.map((reason) => (
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
              {...reasonField}
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
          label={labels.details}
          required={false}
          rows={detailsRows}
          placeholder={labels.placeholder}
          error={detailsError}
          // The counter describes the box until an error takes its place.
          {...(detailsError ? {} : { 'aria-describedby': `${ids}-counter` })}
          {...detailsField}
        />
        <p
          id={`${ids}-counter`}
          className={cn(
            'text-right text-xs tabular-nums',
            detailsLength > detailsMax ? 'font-semibold text-red-700' : 'text-slate-500',
          )}
        >
          {detailsLength}/{detailsMax}
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

      <DialogFooter
        cancelLabel={t('report.cancel')}
        onCancel={onCancel}
        confirmLabel={isSubmitting ? t('report.sending') : t('report.send')}
        pending={isSubmitting}
        cancelWhilePending
      />
    </>
  );
}
