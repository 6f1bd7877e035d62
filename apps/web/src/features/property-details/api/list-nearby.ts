import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEARBY_METRES, nearParam, type LatLng, type Property } from '@basera/contract';
import { api } from '@/lib/api-client';
import { propertyDetailsKeys } from './keys';

/** How many neighbours a listing's page shows. */
export const NEARBY_SHOWN = 6;

/**
 * GET /api/property?near=&radius=2000&sort=distance&limit=7: approved listings within 2 km of
 * this one, nearest first. One more than shown is asked for, since the listing itself is
 * usually the nearest and is left out.
 */
export function nearbyListingsOptions(listing: { _id: string; location: LatLng }) {
  const near = nearParam(listing.location);
  const query = new URLSearchParams({
    near,
    radius: String(NEARBY_METRES),
    sort: 'distance',
    limit: String(NEARBY_SHOWN + 1),
  });
  return queryOptions({
    queryKey: propertyDetailsKeys.nearby(listing._id, near),
    queryFn: ({ signal }) => api.get<Property[]>(`/api/property?${query}`, { signal }),
    select: (list) => list.filter((other) => other._id !== listing._id).slice(0, NEARBY_SHOWN),
  });
}

/** The listing's neighbours, asked for only once the reader comes near them (`enabled`). */
export function useNearbyListings(listing: { _id: string; location: LatLng }, enabled: boolean) {
  return useQuery({ ...nearbyListingsOptions(listing), enabled });
}
