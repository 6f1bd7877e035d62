import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PropertyType } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useListingWords } from '../../hooks/use-listing-words';
import { filterGroupsFor, type FilterGroup } from '../../lib/filter-groups';
import type { FilterValues } from '../../lib/filter-values';
import {
  clearedGroup,
  FILTER_GROUP_LABELS,
  FilterGroupControl,
  filterGroupSummary,
} from './filter-group';

type FilterPopoversProps = {
  values: FilterValues;
  type: PropertyType | undefined;
  onApply: (values: FilterValues) => void;
};

/**
 * Tablets and desktops: one button per filter, each opening its control under it. A tapped
 * choice applies at once; typed amounts apply with Apply or Enter.
 */
export function FilterPopovers({ values, type, onApply }: FilterPopoversProps) {
  const { t } = useTranslation('search');
  return (
    <div role="group" aria-label={t('filters.title')} className="flex flex-wrap items-center gap-2">
      {filterGroupsFor(type).map((group) => (
        <FilterPopover key={group} group={group} type={type} values={values} onApply={onApply} />
      ))}
    </div>
  );
}

function FilterPopover({
  group,
  type,
  values,
  onApply,
}: FilterPopoversProps & { group: FilterGroup }) {
  const { t } = useTranslation('search');
  const words = useListingWords();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(values);
  const label = t(FILTER_GROUP_LABELS[group]);
  const summary = filterGroupSummary(group, values, words, (count) =>
    t('amenities.summary', { count }),
  );
  const typed = group === 'budget' || group === 'area';

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(values);
        setOpen(next);
      }}
      label={t('filters.popoverLabel', { label })}
      className={group === 'amenities' ? 'w-[min(30rem,calc(100vw-2rem))]' : undefined}
      trigger={
        <button
          type="button"
          aria-label={summary ? t('filters.summaryLabel', { label, summary }) : label}
          className={cn(
            'inline-flex h-10 max-w-64 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
            summary
              ? 'bg-brand-50 text-brand-900 ring-2 ring-brand-600'
              : 'bg-white text-slate-700 ring-slate-300 hover:text-brand-800 hover:ring-brand-500',
            open && !summary && 'ring-brand-600',
          )}
        >
          <span className="truncate">{summary ?? label}</span>
          <ChevronDown
            className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      }
    >
      {typed ? (
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(draft);
            setOpen(false);
          }}
        >
          <FilterGroupControl
            group={group}
            type={type}
            values={draft}
            onChange={setDraft}
            onPreset={(next) => {
              onApply(next);
              setOpen(false);
            }}
          />
          <div className="mt-2 flex justify-end gap-2 border-t border-slate-100 pt-3">
            <Button variant="ghost" size="sm" onClick={() => setDraft(clearedGroup(group, draft))}>
              {t('filters.clear')}
            </Button>
            <Button type="submit" size="sm">
              {t('filters.apply')}
            </Button>
          </div>
        </form>
      ) : (
        <FilterGroupControl group={group} type={type} values={values} onChange={onApply} />
      )}
    </Popover>
  );
}
