import { useQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { mapKeys } from './keys';

/**
 * GET /api/property/{id} as anyone reads it: the card of the listing chosen on the map. Read
 * without a token: a card shows nothing a signed-in reader sees more of.
 */
export function useMapListing(propertyId: string | null) {
  return useQuery({
    queryKey: mapKeys.listing(propertyId ?? ''),
    queryFn: ({ signal }) =>
      api.get<Property>(`/api/property/${segment(propertyId ?? '')}`, { signal }),
    enabled: propertyId !== null,
  });
}
