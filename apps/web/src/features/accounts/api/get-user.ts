import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';

export const userKeys = {
  all: ['users'] as const,
  detail: (userId: string) => ['users', userId] as const,
};

/** GET /api/getUser/{userId}: one's own profile with the user token, anyone's with the admin's. */
export function getUser(userId: string, as: SessionKind, signal?: AbortSignal): Promise<User> {
  return api.get<User>(`/api/getUser/${segment(userId)}`, { auth: as, signal });
}

export function userQueryOptions(userId: string, as: SessionKind) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => getUser(userId, as, signal),
  });
}

export function useUser(userId: string | null, as: SessionKind) {
  return useQuery({ ...userQueryOptions(userId ?? '', as), enabled: Boolean(userId) });
}
