import { PROPERTY_TYPE_BANNERS, type SearchFilters, type Understood } from '@basera/contract';
import { tKey } from '@/i18n/keys';
import type { Language } from '@/i18n/language';
import { ENGLISH_AREA, ENGLISH_BUDGET, rangeLabel, type RangeWords } from './amount-labels';

/**
 * The words the search screen builds its chips and summaries from, in the reader's language
 * (hooks/use-listing-words.ts). The English ones here are what the pure functions default to.
 */
export type ListingWords = {
  /** A contract value (city, BHK, furnishing, amenity, type banner) in the reader's language. */
  value: (english: string) => string;
  budget: RangeWords;
  area: RangeWords;
  /** 'By owner'. */
  listedBy: (listedBy: string) => string;
  /** 'Double sharing'. */
  sharing: (sharing: string) => string;
  /** What a run of the search's typed text was understood as, given the search's filters. */
  understood: (item: Understood, filters: SearchFilters) => string;
  /** The chips of where to search: 'Near you' (the browser's position), 'Map area', 'Drawn area'. */
  where: { nearYou: string; mapArea: string; drawnArea: string };
};

export const ENGLISH_WORDS: ListingWords = {
  value: (english) => english,
  budget: ENGLISH_BUDGET,
  area: ENGLISH_AREA,
  listedBy: (listedBy) => `By ${listedBy.toLowerCase()}`,
  sharing: (sharing) => `${sharing} sharing`,
  understood: (item) => item.label,
  where: { nearYou: 'Near you', mapArea: 'Map area', drawnArea: 'Drawn area' },
};

/** What the words are made from: the translation, the contract's texts and the formats. */
export type WordSources = {
  language: Language;
  t: (key: `${string}:${string}`, values?: Record<string, unknown>) => string;
  /** translateMessage: a contract text in the reader's language. */
  message: (english: string) => string;
  rupeesShort: (value: number) => string;
  number: (value: number) => string;
};

const BY_LISTER: Record<string, `search:${string}`> = {
  Owner: tKey('search:chips.byOwner'),
  Agent: tKey('search:chips.byAgent'),
};

/** The contract's chip for the home kinds together ('makaan', 'ghar'). */
const ANY_HOME = 'Any home';

export function listingWordsOf({
  language,
  t,
  message,
  rupeesShort,
  number,
}: WordSources): ListingWords {
  const budget: RangeWords = {
    format: rupeesShort,
    under: (amount) => t('search:budget.under', { amount }),
    above: (amount) => t('search:budget.above', { amount }),
    between: (min, max) => t('search:budget.between', { min, max }),
  };
  const area: RangeWords = {
    format: number,
    under: (amount) => t('search:area.under', { amount }),
    above: (amount) => t('search:area.above', { amount }),
    between: (min, max) => t('search:area.between', { min, max }),
  };
  const listedBy = (value: string) => {
    const key = BY_LISTER[value];
    return key ? t(key) : ENGLISH_WORDS.listedBy(value);
  };
  const sharing = (value: string) => t('common:card.sharingValue', { sharing: message(value) });
  const list = (label: string) =>
    label
      .split(', ')
      .map((value) => (value === ANY_HOME ? t('search:chips.anyHome') : message(value)))
      .join(', ');

  /** A budget read as a price to buy says so: 'Buy under ₹50 Lakh'. */
  const toBuy: RangeWords = {
    format: rupeesShort,
    under: (amount) => t('search:chips.buyUnder', { amount }),
    above: (amount) => t('search:chips.buyAbove', { amount }),
    between: (min, max) => t('search:chips.buyBetween', { min, max }),
  };

  /**
   * English keeps the contract's own words; Hindi says the same from what the search set (a
   * shown chip is never overridden by a parameter, so the search's value is the text's).
   */
  const understood = (item: Understood, filters: SearchFilters): string => {
    if (language === 'en') return item.label;
    switch (item.field) {
      case 'price':
        return (
          rangeLabel(filters.minPrice, filters.maxPrice, filters.purchase ? toBuy : budget) ??
          item.label
        );
      case 'propertyType':
        return filters.propertyType
          ? message(PROPERTY_TYPE_BANNERS[filters.propertyType])
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
        return message(item.label);
      case 'near':
        // Locality names are written in English on the listings too (places.ts).
        return item.label === 'Near me'
          ? t('search:chips.nearMe')
          : t('search:chips.nearPlace', { place: item.label.replace(/^Near /, '') });
    }
  };

  const where = {
    nearYou: t('search:chips.nearYou'),
    mapArea: t('search:chips.mapArea'),
    drawnArea: t('search:chips.drawnArea'),
  };

  return { value: message, budget, area, listedBy, sharing, understood, where };
}
