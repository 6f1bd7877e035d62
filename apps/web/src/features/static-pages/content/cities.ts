import { SEARCH_CITIES } from '@basera/contract';

/** 'Bilaspur, Raipur, Durg and Bhilai', for running text. */
export const CITIES_IN_WORDS = new Intl.ListFormat('en-GB', {
  style: 'long',
  type: 'conjunction',
}).format(SEARCH_CITIES);
