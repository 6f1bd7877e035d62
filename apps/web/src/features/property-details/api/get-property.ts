import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';
import { propertyDetailsKeys } from './keys';

/**
 * GET /api/property/{id}: an approved listing (the owner and the admin see any status). With a
 * token the answer also carries `lister` (name and numbers, never the e-mail) and the exact
 * `mapLink`; without one it carries everything else.
 */
export function getProperty(
  propertyId: string,
  readAs: SessionKind | null,
  signal?: AbortSignal,
): Promise<Property> {
  return api.get<Property>(`/api/property/${segment(propertyId)}`, {
    ...(readAs ? { auth: readAs } : {}),
    signal,
  });
}

export function propertyQueryOptions(propertyId: string, readAs: SessionKind | null) {
  return queryOptions({
    queryKey: propertyDetailsKeys.property(propertyId, readAs ?? 'guest'),
    queryFn: ({ signal }) => getProperty(propertyId, readAs, signal),
  });
}

/**
 * The listing as this reader may see it. A signed-in reader who already has what anyone sees of
 * it (the server's page, rendered signed out) reads that while their own answer, with the lister
 * and the map link, comes: the page does not go blank in between.
 */
export function useProperty(propertyId: string, readAs: SessionKind | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...propertyQueryOptions(propertyId, readAs),
    placeholderData: () =>
      readAs === null
        ? undefined
        : queryClient.getQueryData(propertyQueryOptions(propertyId, null).queryKey),
  });
}
