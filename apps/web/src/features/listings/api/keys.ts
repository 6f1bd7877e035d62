import type { TypeFilter } from '@basera/contract';

/** Query keys of the public listing reads; other features invalidate through these. */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => ['listings', 'list'] as const,
  list: (propertyType: TypeFilter) => ['listings', 'list', propertyType] as const,
  searches: () => ['listings', 'search'] as const,
  search: (params: SearchParams) => ['listings', 'search', params] as const,
  savedAll: () => ['listings', 'saved'] as const,
  saved: (userId: string) => ['listings', 'saved', userId] as const,
};

export const testimonialKeys = {
  all: ['testimonials'] as const,
  list: () => ['testimonials', 'list'] as const,
};

export type SearchParams = { search: string; city: string; propertyType: TypeFilter };
