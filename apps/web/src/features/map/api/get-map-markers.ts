import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchQueryString, type Bbox, type MapAnswer, type SearchParams } from '@basera/contract';
import { api } from '@/lib/api-client';
import { mapKeys } from './keys';

/**
 * GET /api/property/map?bbox=&zoom=&<the search>: the clusters and single listings of an area at
 * a zoom, counted by the server (docs/decisions/0047-map-clusters-need-precounted-cells.md). Every
 * search parameter narrows it as it narrows the list; `bbox` is the area asked, not the search's.
 */
export function mapMarkersQuery(search: SearchParams, area: Bbox, zoom: number): string {
  return `${searchQueryString({ ...search, bbox: area })}&zoom=${Math.round(zoom)}`;
}

/** The markers of `area`, or nothing to ask (null area); the last view's stay while the next loads. */
export function useMapMarkers(search: SearchParams, area: Bbox | null, zoom: number) {
  const query = area ? mapMarkersQuery(search, area, zoom) : '';
  return useQuery({
    queryKey: mapKeys.markers(query),
    queryFn: ({ signal }) => api.get<MapAnswer>(`/api/property/map?${query}`, { signal }),
    enabled: area !== null,
    placeholderData: keepPreviousData,
  });
}
