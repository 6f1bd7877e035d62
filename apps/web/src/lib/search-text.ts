import { parseSearch, withoutUnderstood, type Understood } from '@basera/contract';
import type { SearchState } from './search-state';

/** The URL parameters that say the same thing as a run of text understood as `field`. */
export const PARAMS_OF_FIELD: Record<Understood['field'], readonly (keyof SearchState)[]> = {
  city: ['city'],
  propertyType: ['propertyType'],
  kinds: [],
  bhk: ['bhk'],
  price: ['minPrice', 'maxPrice'],
  furnishing: ['furnishing'],
  listedBy: ['listedBy'],
  sharing: ['sharing'],
};

/**
 * Whether an explicit parameter outranks what the text said (as effectiveSearch decides,
 * packages/contract/src/search-params.ts).
 */
export function isOverridden(state: SearchState, item: Understood): boolean {
  return PARAMS_OF_FIELD[item.field].some((name) => state[name] !== undefined);
}

/**
 * A newly typed text replaces the filters it names: typing '3bhk durg' after choosing 2 BHK in
 * Raipur means 3 BHK in Durg. Everything the text does not name is kept.
 */
export function withSearchText(state: SearchState, text: string): SearchState {
  const next: SearchState = { ...state, search: text };
  for (const item of parseSearch(text).understood) {
    for (const name of PARAMS_OF_FIELD[item.field]) delete next[name];
  }
  return next;
}

/** The text without any run understood as `field` (e.g. every budget phrase). */
export function withoutField(text: string, field: Understood['field']): string {
  let current = text;
  // A removal moves the runs after it: parse again instead of trusting the old positions.
  for (let removed = 0; removed < 10; removed += 1) {
    const item = parseSearch(current).understood.find((run) => run.field === field);
    if (!item) break;
    current = withoutUnderstood(current, item);
  }
  return current;
}
