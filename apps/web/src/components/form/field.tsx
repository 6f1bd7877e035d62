import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block w-full rounded-xl border bg-white px-3.5 text-[15px] text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-400 focus:outline-none focus-visible:outline-none focus:ring-4 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 read-only:bg-slate-50 read-only:text-slate-700';

export function inputStateClasses(invalid: boolean): string {
  return invalid
    ? 'border-red-600 focus:border-red-600 focus:ring-red-600/15'
    : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:ring-brand-600/15';
}

export type FieldIds = { inputId: string; errorId: string; hintId: string };

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Fields are required unless said otherwise; optional ones say so in their label. */
  required?: boolean;
  className?: string;
  /** Renders the control, wired to the label, the hint and the error. */
  children: (ids: FieldIds, describedBy: string | undefined) => ReactNode;
};

/**
 * Label, control, hint and error message: the frame of every form control. The error is a
 * contract message (zod or the server's answer) and is shown in the reader's language.
 */
export function Field({ label, error, hint, required = true, className, children }: FieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const ids: FieldIds = { inputId: `${id}-input`, errorId: `${id}-error`, hintId: `${id}-hint` };
  // The hint gives way to the error, so the input names whichever is on screen.
  const describedBy = error ? ids.errorId : hint ? ids.hintId : undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.inputId} className="text-sm font-medium text-slate-800">
        {label}
        {!required && <span className="ml-1 font-normal text-slate-500">{t('form.optional')}</span>}
      </label>
      {children(ids, describedBy)}
      {hint && !error && (
        <p id={ids.hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={ids.errorId}
          role="alert"
          className="text-[13px] leading-snug font-medium text-red-700"
        >
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
