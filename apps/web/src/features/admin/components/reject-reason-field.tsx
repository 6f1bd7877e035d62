import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { REJECT_REASON_PRESETS, TRUST_RULES } from '@basera/contract';
import { TextAreaField } from '@/components/form';
import { cn } from '@/lib/cn';

export type RejectForm = { reason: string };

/**
 * The reason the owner reads: one click on a common reason fills the text, which the admin may
 * then change or write from scratch. The contract's rejectFormSchema checks it as they type.
 */
export function RejectReasonField({ control }: { control: Control<RejectForm> }) {
  const { t } = useTranslation('admin');
  const translateMessage = useTranslateMessage();
  const presetsName = useId();
  return (
    <Controller
      control={control}
      name="reason"
      render={({ field, fieldState }) => (
        <div className="flex flex-col gap-4">
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium text-slate-800">
              {t('reject.commonReasons')}
            </legend>
            <div className="mt-2 flex flex-col gap-2">
              {REJECT_REASON_PRESETS.map((preset) => {
                const checked = field.value.trim() === preset;
                return (
                  <label
                    key={preset}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-2.5 text-sm leading-snug transition-colors',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                      checked
                        ? 'border-brand-600 bg-brand-50 text-slate-950'
                        : 'border-slate-200 text-slate-700 hover:border-slate-300 hover:bg-slate-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={presetsName}
                      value={preset}
                      checked={checked}
                      onChange={() => field.onChange(preset)}
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    />
                    {translateMessage(preset)}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <TextAreaField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={t('reject.reasonLabel')}
            rows={4}
            error={fieldState.error?.message}
            hint={
              <>
                {t('reject.reasonHint')}{' '}
                <span className="tabular-nums">
                  {field.value.trim().length}/{TRUST_RULES.reason.max}
                </span>
              </>
            }
          />
        </div>
      )}
    />
  );
}
