import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HiddenBecause } from '@basera/contract';

/**
 * An approved listing out of public lists, read by its link: rented or sold, or out of search
 * for now (not confirmed lately, or being checked after reports).
 */
export function AvailabilityNotice({ hiddenBecause }: { hiddenBecause: HiddenBecause }) {
  const { t } = useTranslation('details');
  const unavailable = hiddenBecause === 'unavailable';
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3.5 text-amber-950 ring-1 ring-amber-200 sm:px-5"
    >
      <EyeOff className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          {unavailable ? t('availability.unavailableTitle') : t('availability.hiddenTitle')}
        </p>
        <p className="mt-0.5 text-sm leading-relaxed text-amber-900">
          {unavailable ? t('availability.unavailableText') : t('availability.hiddenText')}
        </p>
      </div>
    </div>
  );
}
