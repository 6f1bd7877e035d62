import { useInfiniteQuery } from '@tanstack/react-query';
import type { Meeting } from '@basera/contract';
import { pagedListOptions } from '@/lib/paged-list';
import { ownerKeys } from './keys';

/** GET /owner/meetings?userId=&limit=&offset=: visit requests on the owner's listings. */
export function useOwnerMeetings(userId: string | null, enabled = true) {
  return useInfiniteQuery({
    ...pagedListOptions<Meeting>(ownerKeys.meetings(userId ?? ''), {
      path: '/owner/meetings',
      query: { userId: userId ?? '' },
      auth: 'user',
    }),
    enabled: Boolean(userId) && enabled,
  });
}
