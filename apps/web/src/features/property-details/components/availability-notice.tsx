import { EyeOff } from 'lucide-react';
import type { HiddenBecause } from '@basera/contract';

/**
 * An approved listing out of public lists, read by its link: rented or sold, or out of search
 * for now (not confirmed lately, or being checked after reports).
 */
export function AvailabilityNotice({ hiddenBecause }: { hiddenBecause: HiddenBecause }) {
  const unavailable = hiddenBecause === 'unavailable';
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3.5 text-amber-950 ring-1 ring-amber-200 sm:px-5"
    >
      <EyeOff className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          {unavailable
            ? 'This listing is no longer available'
            : 'This listing is not in search right now'}
        </p>
        <p className="mt-0.5 text-sm leading-relaxed text-amber-900">
          {unavailable
            ? 'The lister has marked it rented or sold.'
            : 'It may be out of date. Check with the lister that it is still available before you plan a visit.'}
        </p>
      </div>
    </div>
  );
}
