import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { propertyDetailsKeys } from './keys';

/**
 * GET /api/property/{id}/similar: up to six other public listings of the same city and type,
 * near in price and size (the contract's bands), closest first; never the listing itself.
 */
export function similarListingsOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyDetailsKeys.similar(propertyId),
    queryFn: ({ signal }) =>
      api.get<Property[]>(`/api/property/${segment(propertyId)}/similar`, { signal }),
  });
}

/** Listings like this one, asked for only once the reader comes near them (`enabled`). */
export function useSimilarListings(propertyId: string, enabled: boolean) {
  return useQuery({ ...similarListingsOptions(propertyId), enabled });
}
