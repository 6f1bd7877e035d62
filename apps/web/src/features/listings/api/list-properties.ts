import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { searchQueryString, type Property, type SearchParams } from '@basera/contract';
import { countedListOptions } from '@/lib/paged-list';
import { staleUnlessServerAnswer } from '@/lib/server-answers';
import { listingKeys } from './keys';

/**
 * The two public lists of approved listings, 6 at a time (LOAD MORE adds 6), newest first unless
 * sorted, with X-Total-Count saying how many match:
 * - home: GET /api/property?propertyType=&bhk=&maxPrice=…&limit=&offset=, its filters only;
 * - search: GET /user/search?search=&city=&propertyType=&…&sort=&limit=&offset=, the text as
 *   understood by the contract's parser and the filters. Anyone may search.
 * Both take the same query string (the contract's searchQueryString), sent as it is.
 */
const PROPERTY_LISTS = {
  home: {
    path: '/api/property',
    key: listingKeys.list,
    // docs/product.md §4: the list is read again whenever the filter changes (but not right
    // after the server rendered the page with it).
    staleTime: staleUnlessServerAnswer,
  },
  search: { path: '/user/search', key: listingKeys.search, staleTime: undefined },
} as const;

export type PropertyListName = keyof typeof PROPERTY_LISTS;

export function propertyListOptions(list: PropertyListName, state: SearchParams) {
  const { path, key, staleTime } = PROPERTY_LISTS[list];
  const query = searchQueryString(state);
  return infiniteQueryOptions({
    ...countedListOptions<Property>(key(query), { path, query }),
    ...(staleTime && { staleTime }),
    // The cards of the last search stay (dimmed) until the new ones arrive: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function usePropertyList(list: PropertyListName, state: SearchParams) {
  return useInfiniteQuery(propertyListOptions(list, state));
}
