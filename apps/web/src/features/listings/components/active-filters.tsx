import { useEffect, useRef } from 'react';
import { Sparkles, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchMeaning, SearchParams } from '@basera/contract';
import { cn } from '@/lib/cn';
import { useListingWords } from '../hooks/use-listing-words';
import { clearedSearch, filterChips } from '../lib/filter-chips';

type ActiveFiltersProps = {
  search: SearchParams;
  /** What the search means (searchMeaning). */
  meaning: SearchMeaning;
  onChange: (next: SearchParams) => void;
};

/**
 * What narrows the results, as chips: what the typed text was understood as (marked with a
 * sparkle; removing one rewrites the text) and each explicit filter, then Clear all. After a
 * removal, focus moves to the chip that took its place, so the keyboard never falls to the top.
 */
export function ActiveFilters({ search, meaning, onChange }: ActiveFiltersProps) {
  const { t } = useTranslation('search');
  const words = useListingWords();
  // The type chips above the list already show (and change) an explicitly chosen type.
  const chips = filterChips(search, meaning, words).filter(
    (chip) => !(chip.source === 'filter' && chip.field === 'propertyType'),
  );
  const container = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  const chipKeys = chips.map((chip) => chip.key).join('|');

  useEffect(() => {
    const index = focusAt.current;
    if (index === null || !container.current) return;
    focusAt.current = null;
    const buttons = container.current.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons[Math.min(index, buttons.length - 2)] ?? null;
    (target ?? container.current).focus();
  }, [chipKeys]);

  return (
    <div
      ref={container}
      tabIndex={-1}
      role={chips.length ? 'group' : undefined}
      aria-label={chips.length ? t('activeFilters.label') : undefined}
      className="flex min-w-0 flex-wrap items-center gap-2 focus:outline-none"
    >
      {chips.map((chip, index) => (
        <button
          key={chip.key}
          type="button"
          aria-label={t('activeFilters.remove', { label: chip.label })}
          title={chip.source === 'text' ? t('activeFilters.fromText') : undefined}
          onClick={() => {
            focusAt.current = index;
            onChange(chip.without);
          }}
          className={cn(
            'inline-flex h-9 max-w-full min-w-0 items-center gap-1.5 rounded-full pr-2 pl-3 text-sm font-semibold ring-1 transition-colors',
            chip.source === 'text'
              ? 'bg-accent-50 text-accent-900 ring-accent-300 hover:bg-accent-100'
              : 'bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100',
          )}
        >
          {chip.source === 'text' && (
            <Sparkles className="size-3.5 shrink-0 text-accent-700" aria-hidden="true" />
          )}
          <span className="truncate">{chip.label}</span>
          <X className="size-4 shrink-0 opacity-70" aria-hidden="true" />
        </button>
      ))}
      {chips.length > 0 && (
        <button
          type="button"
          onClick={() => {
            focusAt.current = Number.MAX_SAFE_INTEGER;
            onChange(clearedSearch(search));
          }}
          className="h-9 rounded-lg px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('activeFilters.clearAll')}
        </button>
      )}
    </div>
  );
}
