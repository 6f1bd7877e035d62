import { sharedQueryKeys } from '@/lib/shared-query-keys';

/**
 * Query keys of the public listing reads. A list is keyed by its query string
 * (searchQueryString, packages/contract/src/search-params.ts), which is canonical: one search, one
 * cache entry.
 */
export const listingKeys = {
  all: ['listings'] as const,
  list: (query: string) => ['listings', 'list', query] as const,
  search: (query: string) => ['listings', 'search', query] as const,
  saved: sharedQueryKeys.savedProperties,
};

export const testimonialKeys = {
  all: ['testimonials'] as const,
  list: () => ['testimonials', 'list'] as const,
};
