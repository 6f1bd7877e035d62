import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PropertyType } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { filterGroupsFor } from '../../lib/filter-groups';
import { activeFilterCount, type FilterValues } from '../../lib/filter-values';
import { FilterGroupControl } from './filter-group';

type FilterSheetProps = {
  values: FilterValues;
  type: PropertyType | undefined;
  onApply: (values: FilterValues) => void;
};

/**
 * Phones: a Filters button (with how many filters are on) that opens every filter in a bottom
 * sheet. Choices are a draft until Show results; Escape or Close leaves the search as it was.
 */
export function FilterSheet({ values, type, onApply }: FilterSheetProps) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterValues>(values);
  const count = activeFilterCount(values);

  function apply() {
    onApply(draft);
    setOpen(false);
  }

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(values);
        setOpen(next);
      }}
      title={t('filters.title')}
      trigger={
        <button
          type="button"
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-xs hover:border-brand-600 hover:text-brand-800"
        >
          <SlidersHorizontal
            className="size-4 text-brand-700 max-[359px]:hidden"
            aria-hidden="true"
          />
          {t('filters.title')}
          {count > 0 && (
            <>
              <span
                className="inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
                aria-hidden="true"
              >
                {count}
              </span>
              <span className="sr-only">{t('filters.active', { count })}</span>
            </>
          )}
        </button>
      }
      footer={
        <div className="flex gap-3">
          <Button variant="outline" onClick={() => setDraft({})}>
            {t('filters.clearAll')}
          </Button>
          <Button className="flex-1" onClick={apply}>
            {t('filters.showResults')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col divide-y divide-slate-100">
        {filterGroupsFor(type).map((group) => (
          <div key={group} className="py-6 first:pt-0 last:pb-1">
            <FilterGroupControl
              group={group}
              type={type}
              values={draft}
              onChange={setDraft}
              onSubmit={apply}
            />
          </div>
        ))}
      </div>
    </Sheet>
  );
}
