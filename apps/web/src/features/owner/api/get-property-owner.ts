import { useQuery } from '@tanstack/react-query';
import type { User } from '@basera/contract';
import { ApiError, api } from '@/lib/api-client';
import { ownerKeys } from './keys';

/**
 * GET /owner/getPropertyOwner?userId=: 200 with the profile when the user is an owner, 404 when
 * not yet. A 404 is an answer here, not a failure: it resolves to null.
 */
export async function getPropertyOwner(userId: string, signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get<User>(`/owner/getPropertyOwner?${new URLSearchParams({ userId })}`, {
      auth: 'user',
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useOwnerStatus(userId: string | null) {
  return useQuery({
    queryKey: ownerKeys.status(userId ?? ''),
    queryFn: ({ signal }) => getPropertyOwner(userId ?? '', signal),
    enabled: Boolean(userId),
  });
}
