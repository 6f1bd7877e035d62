import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, segment } from '@/lib/api-client';
import { propertyDetailsKeys } from './keys';

export type SavedState = { saved: boolean };

/** GET /user/getSaveProperty/{userId}/{propertyId} → {saved}; only for a signed-in user. */
export function getSavedState(
  userId: string,
  propertyId: string,
  signal?: AbortSignal,
): Promise<SavedState> {
  return api.get<SavedState>(`/user/getSaveProperty/${segment(userId)}/${segment(propertyId)}`, {
    auth: 'user',
    signal,
  });
}

export function savedStateQueryOptions(userId: string, propertyId: string) {
  return queryOptions({
    queryKey: propertyDetailsKeys.saved(propertyId, userId),
    queryFn: ({ signal }) => getSavedState(userId, propertyId, signal),
  });
}

/** The heart's state; nothing is asked while signed out (docs/product.md §4). */
export function useSavedState(userId: string | null, propertyId: string) {
  return useQuery({
    ...savedStateQueryOptions(userId ?? '', propertyId),
    enabled: Boolean(userId),
  });
}
