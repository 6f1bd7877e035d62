import type { ReactNode } from 'react';
import { MapPin, SearchX, Wallet, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchMeaning, SearchParams } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useListingWords } from '../hooks/use-listing-words';
import { clearedSearch, filterChips } from '../lib/filter-chips';
import { otherCities, widerBudget } from '../lib/suggestions';
import { ListingArt } from './listing-art';

type NoResultsProps = {
  search: SearchParams;
  /** What the search means (searchMeaning). */
  meaning: SearchMeaning;
  onChange: (next: SearchParams) => void;
};

const suggestionClasses =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 transition-colors hover:text-brand-800 hover:ring-brand-500';

/**
 * 'Property Not Found' with one-tap ways out: drop one filter, widen the budget by half, or the
 * same search in another city; then Clear search.
 */
export function NoResults({ search, meaning, onChange }: NoResultsProps) {
  const { t } = useTranslation('search');
  const translateMessage = useTranslateMessage();
  const format = useFormat();
  const chips = filterChips(search, meaning, useListingWords());
  const wider = widerBudget(search, meaning);
  const cities = otherCities(search, meaning);
  const narrowed = chips.length > 0 || search.search.trim() !== '';

  return (
    <StatusPanel
      layout="section"
      art={<ListingArt art="search" />}
      title={t('noResults.title')}
      actions={
        narrowed && (
          <div className="flex w-full flex-col items-center gap-5">
            {chips.length > 0 && (
              <Suggestions label={t('noResults.removeFilter')}>
                {chips.map((chip) => (
                  <button
                    key={chip.key}
                    type="button"
                    className={suggestionClasses}
                    onClick={() => onChange(chip.without)}
                  >
                    <X className="size-4 text-slate-500" aria-hidden="true" />
                    {chip.field === 'propertyType'
                      ? t('noResults.showAllTypes')
                      : t('noResults.without', { label: chip.label })}
                  </button>
                ))}
              </Suggestions>
            )}
            {wider && (
              <Suggestions label={t('noResults.widenBudget')}>
                <button
                  type="button"
                  className={suggestionClasses}
                  onClick={() => onChange(wider.next)}
                >
                  <Wallet className="size-4 text-brand-600" aria-hidden="true" />
                  {t('noResults.budgetUpTo', { amount: format.rupeesShort(wider.amount) })}
                </button>
              </Suggestions>
            )}
            {cities.length > 0 && (
              <Suggestions label={t('noResults.anotherCity')}>
                {cities.map(({ city, next }) => (
                  <button
                    key={city}
                    type="button"
                    className={suggestionClasses}
                    aria-label={t('noResults.searchIn', { city: translateMessage(city) })}
                    onClick={() => onChange(next)}
                  >
                    <MapPin className="size-4 text-brand-600" aria-hidden="true" />
                    {translateMessage(city)}
                  </button>
                ))}
              </Suggestions>
            )}
            <Button
              variant="primary"
              onClick={() => onChange(clearedSearch(search))}
              icon={<SearchX className="size-4" aria-hidden="true" />}
            >
              {t('noResults.clear')}
            </Button>
          </div>
        )
      }
    >
      {narrowed ? t('noResults.narrowedText') : t('noResults.emptyText')}
    </StatusPanel>
  );
}

function Suggestions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-col items-center gap-2">
      <p
        className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
        aria-hidden="true"
      >
        {label}
      </p>
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}
