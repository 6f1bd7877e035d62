import type { TypeFilter } from '@basera/contract';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

/** Query keys of the public listing reads. */
export const listingKeys = {
  all: ['listings'] as const,
  list: (propertyType: TypeFilter) => ['listings', 'list', propertyType] as const,
  search: (params: SearchParams) => ['listings', 'search', params] as const,
  saved: sharedQueryKeys.savedProperties,
};

export const testimonialKeys = {
  all: ['testimonials'] as const,
  list: () => ['testimonials', 'list'] as const,
};

export type SearchParams = { search: string; city: string; propertyType: TypeFilter };
