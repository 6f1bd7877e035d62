import { formatRupeesShort, MAX_AMOUNT, SEARCH_CITIES, type City } from '@basera/contract';
import type { SearchState } from '@/lib/search-state';
import { withoutField } from '@/lib/search-text';
import { meaningOf } from './search-meaning';

/** How much 'widen the budget' adds: half as much again. */
const BUDGET_WIDENING = 1.5;

/** A budget half as large again, keeping its floor; null when the search has no ceiling. */
export function widerBudget(
  state: SearchState,
): { label: string; amount: number; next: SearchState } | null {
  const { minPrice, maxPrice } = meaningOf(state).filters;
  if (maxPrice === undefined) return null;
  const widened = Math.min(MAX_AMOUNT, Math.round(maxPrice * BUDGET_WIDENING));
  return {
    label: `Budget up to ${formatRupeesShort(widened)}`,
    amount: widened,
    next: { ...state, search: withoutField(state.search, 'price'), minPrice, maxPrice: widened },
  };
}

/** The same search in each of the other cities; none when the search names no city. */
export function otherCities(state: SearchState): { city: City; next: SearchState }[] {
  const current = meaningOf(state).filters.city;
  if (!current) return [];
  const search = withoutField(state.search, 'city');
  return SEARCH_CITIES.filter((city) => city !== current).map((city) => ({
    city,
    next: { ...state, search, city },
  }));
}
