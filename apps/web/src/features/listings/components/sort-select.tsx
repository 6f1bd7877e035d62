import { useId } from 'react';
import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from '@basera/contract';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';

type SortSelectProps = {
  value: SearchSort | undefined;
  /** Whether there are words to rank by: the server's default is then relevance, else newest. */
  hasWords: boolean;
  /** Whether the search has a point to measure from (`near`, or 'near <place>' in the text). */
  hasNear: boolean;
  onChange: (sort: SearchSort | undefined) => void;
  className?: string;
};

/** The order of the results. Choosing the default takes the parameter out of the URL. */
export function SortSelect({ value, hasWords, hasNear, onChange, className }: SortSelectProps) {
  const { t } = useTranslation('search');
  const translateMessage = useTranslateMessage();
  const id = useId();
  const fallback: SearchSort = hasWords ? 'relevance' : 'newest';
  const current = value ?? fallback;
  // Relevance means nothing without words to rank by, nor nearest first without a point, unless a
  // link asked for it.
  const options = SEARCH_SORTS.filter((sort) => {
    if (sort === current) return true;
    if (sort === 'relevance') return hasWords;
    if (sort === 'distance') return hasNear;
    return true;
  });
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <label
        htmlFor={id}
        className="text-sm font-medium whitespace-nowrap text-slate-600 max-sm:sr-only"
      >
        {t('sort.label')}
      </label>
      {/* Under 360 px the icons give their room to the longest label, 'Price: high to low'. */}
      <div className="relative min-w-0 flex-1 sm:flex-none">
        <ArrowDownUp
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-brand-700 max-[359px]:hidden sm:left-3"
          aria-hidden="true"
        />
        <select
          id={id}
          value={current}
          onChange={(event) => {
            const sort = event.target.value as SearchSort;
            onChange(sort === fallback ? undefined : sort);
          }}
          className="h-11 w-full max-w-full min-w-0 appearance-none truncate rounded-xl border border-slate-300 bg-white pr-7 pl-8 text-[13px] font-semibold max-[359px]:pl-3 sm:pr-9 sm:pl-9 sm:text-sm text-slate-800 shadow-xs hover:border-brand-600 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none"
        >
          {options.map((sort) => (
            <option key={sort} value={sort}>
              {translateMessage(SEARCH_SORT_LABELS[sort])}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-500 sm:right-3"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
