import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';
import { propertyDetailsKeys } from './keys';

/**
 * GET /api/property/{id}: an approved listing (the owner and the admin see any status). With a
 * token the answer also carries `lister` (name and numbers, never the e-mail).
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

export function useProperty(propertyId: string, readAs: SessionKind | null) {
  return useQuery(propertyQueryOptions(propertyId, readAs));
}
