import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Meeting } from '@basera/contract';
import { api } from '@/lib/api-client';
import { nextPageOffset, pageQuery, type Page } from '@/lib/paging';
import { ownerKeys } from './keys';

/** GET /owner/meetings?userId=&limit=&offset=: visit requests on the owner's listings. */
export function getOwnerMeetings(
  userId: string,
  page: Page,
  signal?: AbortSignal,
): Promise<Meeting[]> {
  const query = `${new URLSearchParams({ userId })}&${pageQuery(page)}`;
  return api.get<Meeting[]>(`/owner/meetings?${query}`, { auth: 'user', signal });
}

export function useOwnerMeetings(userId: string | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: ownerKeys.meetings(userId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      getOwnerMeetings(userId ?? '', { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<Meeting>(PAGE_SIZE),
    enabled: Boolean(userId) && enabled,
  });
}
