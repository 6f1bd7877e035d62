import {
  formatRupeesShort,
  MAX_AMOUNT,
  SEARCH_CITIES,
  withoutField,
  type City,
  type SearchMeaning,
  type SearchParams,
} from '@basera/contract';

/** How much 'widen the budget' adds: half as much again. */
const BUDGET_WIDENING = 1.5;

/**
 * A budget half as large again, keeping its floor; null when the search has no ceiling.
 * `meaning` is the search's (searchMeaning).
 */
export function widerBudget(
  state: SearchParams,
  meaning: SearchMeaning,
): { label: string; amount: number; next: SearchParams } | null {
  const { minPrice, maxPrice } = meaning.filters;
  if (maxPrice === undefined) return null;
  const widened = Math.min(MAX_AMOUNT, Math.round(maxPrice * BUDGET_WIDENING));
  return {
    label: `Budget up to ${formatRupeesShort(widened)}`,
    amount: widened,
    next: { ...state, search: withoutField(state.search, 'price'), minPrice, maxPrice: widened },
  };
}

/** The same search in each of the other cities; none when the search names no city. */
export function otherCities(
  state: SearchParams,
  meaning: SearchMeaning,
): { city: City; next: SearchParams }[] {
  const current = meaning.filters.city;
  if (!current) return [];
  const search = withoutField(state.search, 'city');
  return SEARCH_CITIES.filter((city) => city !== current).map((city) => ({
    city,
    next: { ...state, search, city },
  }));
}
