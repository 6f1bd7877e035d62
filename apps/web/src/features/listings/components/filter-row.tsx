import type { SearchMeaning, SearchParams } from '@basera/contract';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { applyFilterValues, filterValuesOf, withOrderedRanges } from '../lib/filter-values';
import { FilterPopovers } from './filters/filter-popovers';
import { FilterSheet } from './filters/filter-sheet';
import { SortSelect } from './sort-select';

/** Tailwind's `sm`: from here the filters fit in a row of buttons instead of a sheet. */
const WIDE_QUERY = '(min-width: 640px)';

type FilterRowProps = {
  search: SearchParams;
  /** What the search means (searchMeaning). */
  meaning: SearchMeaning;
  onChange: (next: SearchParams) => void;
  className?: string;
};

/**
 * The filters and the sort. The controls show what the search means (the text's understood
 * values under the explicit ones), so '2bhk' typed in the box shows 2 BHK chosen here.
 */
export function FilterRow({ search, meaning, onChange, className }: FilterRowProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const values = filterValuesOf(meaning.filters);
  const type = meaning.filters.propertyType;
  const apply = (next: typeof values) =>
    onChange(applyFilterValues(search, withOrderedRanges(next)));

  return (
    <div className={cn('flex items-center gap-3 sm:items-start', className)}>
      {wide ? (
        <FilterPopovers values={values} type={type} onApply={apply} />
      ) : (
        <FilterSheet values={values} type={type} onApply={apply} />
      )}
      <SortSelect
        className="min-w-0 flex-1 justify-end sm:ml-auto sm:flex-none"
        value={search.sort}
        hasWords={meaning.words.length > 0}
        hasNear={meaning.filters.near !== undefined}
        onChange={(sort) => onChange({ ...search, sort })}
      />
    </div>
  );
}
