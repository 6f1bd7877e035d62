import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Check } from 'lucide-react';

/** Amenities as a grid of checkboxes (docs/product.md §3); all optional. */
export function AmenitiesField({
  options,
  registration,
  error,
}: {
  options: readonly string[];
  registration: UseFormRegisterReturn<'amenities'>;
  error?: string | undefined;
}) {
  const { t } = useTranslation('owner');
  const translateMessage = useTranslateMessage();
  return (
    <fieldset aria-describedby={error ? 'amenities-error' : undefined}>
      <legend className="sr-only">{t('amenities.legend')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className="relative flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 transition-colors hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="checkbox"
              value={option}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
              {...registration}
            />
            <span
              className="flex size-5 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-white transition-colors peer-checked:border-brand-700 peer-checked:bg-brand-700"
              aria-hidden="true"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            <span className="min-w-0">{translateMessage(option)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="amenities-error" role="alert" className="mt-2 text-[13px] font-medium text-red-700">
          {translateMessage(error)}
        </p>
      )}
    </fieldset>
  );
}
