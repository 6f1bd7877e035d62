import type { SearchNote } from '@basera/contract';
import { tKey } from '@/i18n/keys';
import { rangeLabel, type RangeWords } from './amount-labels';

/** How every listing of what was asked for is offered: 'Shops are listed for rent'. */
const LISTED_FOR: Record<SearchNote['subject'], `search:${string}`> = {
  Shop: tKey('search:notes.shops'),
  'Office Space': tKey('search:notes.offices'),
  Showroom: tKey('search:notes.showrooms'),
  Warehouse: tKey('search:notes.warehouses'),
  commercial: tKey('search:notes.commercial'),
  pgHostel: tKey('search:notes.pgHostel'),
  plot: tKey('search:notes.plots'),
};

const LEFT_OUT: Record<NonNullable<SearchNote['budget']>['on'], `search:${string}`> = {
  price: tKey('search:notes.priceLeftOut'),
  rent: tKey('search:notes.rentLeftOut'),
};

/**
 * What a note of the search says, in the reader's language: how the thing asked for is listed,
 * then the budget that was left out and why ('… is a price to buy, so it is not applied.').
 */
export function noteSentences(
  note: SearchNote,
  t: (key: `${string}:${string}`, values?: Record<string, unknown>) => string,
  budget: RangeWords,
): string[] {
  const sentences = [t(LISTED_FOR[note.subject])];
  const label = note.budget && rangeLabel(note.budget.minPrice, note.budget.maxPrice, budget);
  if (note.budget && label) sentences.push(t(LEFT_OUT[note.budget.on], { budget: label }));
  return sentences;
}
