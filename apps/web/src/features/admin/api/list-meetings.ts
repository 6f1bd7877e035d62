import { useInfiniteQuery } from '@tanstack/react-query';
import type { Meeting } from '@basera/contract';
import { pagedListOptions } from '@/lib/paged-list';
import { adminKeys } from './keys';

/** GET /admin/Meeting?limit=&offset= → meetings asked for on every listing. */
export function useMeetingsList() {
  return useInfiniteQuery(
    pagedListOptions<Meeting>(adminKeys.list('meetings'), {
      path: '/admin/Meeting',
      auth: 'admin',
    }),
  );
}
