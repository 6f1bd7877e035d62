import { useQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

/** GET /owner/getPropertyDetails?userId=&propertyId=: one's own property in any status. */
export function getPropertyDetails(
  userId: string,
  propertyId: string,
  signal?: AbortSignal,
): Promise<Property> {
  const query = new URLSearchParams({ userId, propertyId });
  return api.get<Property>(`/owner/getPropertyDetails?${query}`, { auth: 'user', signal });
}

export function useOwnerPropertyDetails(userId: string | null, propertyId: string | null) {
  return useQuery({
    queryKey: ownerKeys.property(userId ?? '', propertyId ?? ''),
    queryFn: ({ signal }) => getPropertyDetails(userId ?? '', propertyId ?? '', signal),
    enabled: Boolean(userId && propertyId),
  });
}
