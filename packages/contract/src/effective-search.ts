import type { SEARCH_CITIES } from './constants';
import type { ParsedSearch, SearchFilters } from './search-query';
import { parseSearch } from './search-parser';

export type SearchFilterParams = {
  city?: (typeof SEARCH_CITIES)[number];
  propertyType?: SearchFilters['propertyType'];
  bhk?: SearchFilters['bhk'];
  minPrice?: number;
  maxPrice?: number;
  furnishing?: SearchFilters['furnishing'];
  listedBy?: SearchFilters['listedBy'];
  sharing?: SearchFilters['sharing'];
  amenities?: string[];
  minArea?: number;
  maxArea?: number;
};

/**
 * What a search means: the text's understood filters, with every explicit parameter winning
 * over the same thing read from the text. A budget is one thing: an explicit minPrice or
 * maxPrice replaces both bounds read from the text, and whatever the text's budget implied (a
 * purchase, or a note that it cannot apply). An explicit type is the type the text's budget is
 * read against (search-deal.ts).
 */
export function effectiveSearch(
  text: string,
  params: SearchFilterParams,
): ParsedSearch & { filters: SearchFilters } {
  const parsed = parseSearch(text, { propertyType: params.propertyType });
  const filters: SearchFilters = { ...parsed.filters };
  let notes = parsed.notes;
  const explicitBudget = params.minPrice !== undefined || params.maxPrice !== undefined;
  if (explicitBudget) {
    delete filters.minPrice;
    delete filters.maxPrice;
    delete filters.purchase;
    notes = notes.map(({ budget: _textBudget, ...note }) => note);
  }
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
  }
  return { ...parsed, filters, notes };
}
