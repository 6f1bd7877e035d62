import { readSearchParam, type SearchParamName, type SearchQuery } from '@basera/contract';
import type { SearchState } from './search-state';

/**
 * One parameter as the API's own query schema reads it, alone (readSearchParam, held to the
 * schema by the contract's tests, without downloading zod). A value it refuses is as if absent.
 */
function read<K extends SearchParamName>(
  params: URLSearchParams,
  name: K,
): SearchQuery[K] | undefined {
  const raw = params.get(name);
  return raw === null ? undefined : readSearchParam(name, raw);
}

/**
 * The search a URL describes. Each parameter is read on its own, so a hand-edited or outdated
 * link loses only the value that is wrong (docs/product.md §2: a bad link is not an error).
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const type = read(params, 'propertyType');
  const state: SearchState = {
    search: read(params, 'search') ?? '',
    city: read(params, 'city'),
    // 'all' is the absence of a type.
    propertyType: type === 'all' ? undefined : type,
    bhk: read(params, 'bhk'),
    minPrice: read(params, 'minPrice'),
    maxPrice: read(params, 'maxPrice'),
    furnishing: read(params, 'furnishing'),
    listedBy: read(params, 'listedBy'),
    sharing: read(params, 'sharing'),
    amenities: read(params, 'amenities'),
    minArea: read(params, 'minArea'),
    maxArea: read(params, 'maxArea'),
    sort: read(params, 'sort'),
  };
  // A range upside down is refused by the server as a pair; the URL loses the pair.
  if (inverted(state.minPrice, state.maxPrice)) state.minPrice = state.maxPrice = undefined;
  if (inverted(state.minArea, state.maxArea)) state.minArea = state.maxArea = undefined;
  return withoutUnset(state);
}

function inverted(min: number | undefined, max: number | undefined): boolean {
  return min !== undefined && max !== undefined && min > max;
}

/** The state with its unset properties gone, so two equal searches compare equal. */
function withoutUnset(state: SearchState): SearchState {
  return Object.fromEntries(
    Object.entries(state).filter(([key, value]) => key === 'search' || value !== undefined),
  ) as SearchState;
}
