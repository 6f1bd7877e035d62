import type { Understood } from '@basera/contract';
import type { SearchState } from '@/lib/search-state';
import { ENGLISH_AREA, ENGLISH_BUDGET, type RangeWords } from './amount-labels';

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
  /** What a run of the search's typed text was understood as. */
  understood: (item: Understood, state: SearchState) => string;
};

export const ENGLISH_WORDS: ListingWords = {
  value: (english) => english,
  budget: ENGLISH_BUDGET,
  area: ENGLISH_AREA,
  listedBy: (listedBy) => `By ${listedBy.toLowerCase()}`,
  sharing: (sharing) => `${sharing} sharing`,
  understood: (item) => item.label,
};
