import { useQuery } from '@tanstack/react-query';
import type { PropertyImage } from '@basera/contract';
import { api } from '@/lib/api-client';
import { ownerKeys } from './keys';

/** GET /owner/getExistingPropertyImages?userId=&propertyId= → [{img, webp, thumb}]. */
export function getExistingImages(
  userId: string,
  propertyId: string,
  signal?: AbortSignal,
): Promise<PropertyImage[]> {
  const query = new URLSearchParams({ userId, propertyId });
  return api.get<PropertyImage[]>(`/owner/getExistingPropertyImages?${query}`, {
    auth: 'user',
    signal,
  });
}

export function useExistingImages(userId: string | null, propertyId: string | null) {
  return useQuery({
    queryKey: ownerKeys.images(userId ?? '', propertyId ?? ''),
    queryFn: ({ signal }) => getExistingImages(userId ?? '', propertyId ?? '', signal),
    enabled: Boolean(userId && propertyId),
  });
}
