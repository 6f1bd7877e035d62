import { useInfiniteQuery } from '@tanstack/react-query';
import type { Meeting } from '@basera/contract';
import { adminKeys } from './keys';
import { pagedListOptions } from './paged-list';

/** GET /admin/Meeting?limit=&offset= → meetings asked for on every listing. */
export function useMeetingsList() {
  return useInfiniteQuery(pagedListOptions<Meeting>(adminKeys.list('meetings'), '/admin/Meeting'));
}
