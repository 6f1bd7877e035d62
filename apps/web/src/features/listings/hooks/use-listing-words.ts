import { useTranslation } from 'react-i18next';
import { parseSearch, PROPERTY_TYPE_BANNERS, type Understood } from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useFormat } from '@/i18n/use-format';
import type { SearchState } from '@/lib/search-state';
import type { RangeWords } from '../lib/amount-labels';
import { rangeLabel } from '../lib/amount-labels';
import { ENGLISH_WORDS, type ListingWords } from '../lib/listing-words';

const BY_LISTER: Record<string, `search:${string}`> = {
  Owner: tKey('search:chips.byOwner'),
  Agent: tKey('search:chips.byAgent'),
};

/** The contract's chip for the home kinds together ('makaan', 'ghar'). */
const ANY_HOME = 'Any home';

/** The search screen's chips and summaries in the reader's language (lib/listing-words.ts). */
export function useListingWords(): ListingWords {
  const { t } = useTranslation('search');
  const translateMessage = useTranslateMessage();
  const format = useFormat();

  const budget: RangeWords = {
    format: format.rupeesShort,
    under: (amount) => t('budget.under', { amount }),
    above: (amount) => t('budget.above', { amount }),
    between: (min, max) => t('budget.between', { min, max }),
  };
  const area: RangeWords = {
    format: format.number,
    under: (amount) => t('area.under', { amount }),
    above: (amount) => t('area.above', { amount }),
    between: (min, max) => t('area.between', { min, max }),
  };
  const listedBy = (value: string) => {
    const key = BY_LISTER[value];
    return key ? t(key) : ENGLISH_WORDS.listedBy(value);
  };
  const sharing = (value: string) =>
    t('common:card.sharingValue', { sharing: translateMessage(value) });
  const list = (label: string) =>
    label
      .split(', ')
      .map((value) => (value === ANY_HOME ? t('chips.anyHome') : translateMessage(value)))
      .join(', ');

  /** English keeps the contract's own words; Hindi says the same from what the text set. */
  const understood = (item: Understood, state: SearchState): string => {
    if (format.language === 'en') return item.label;
    const filters = parseSearch(state.search).filters;
    switch (item.field) {
      case 'price':
        return rangeLabel(filters.minPrice, filters.maxPrice, budget) ?? item.label;
      case 'propertyType':
        return filters.propertyType
          ? translateMessage(PROPERTY_TYPE_BANNERS[filters.propertyType])
          : item.label;
      case 'listedBy':
        return filters.listedBy ? listedBy(filters.listedBy) : item.label;
      case 'sharing':
        return sharing(item.label.replace(/ sharing$/, ''));
      case 'kinds':
      case 'bhk':
        return list(item.label);
      case 'city':
      case 'furnishing':
        return translateMessage(item.label);
    }
  };

  return { value: translateMessage, budget, area, listedBy, sharing, understood };
}
