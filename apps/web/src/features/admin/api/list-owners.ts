import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '@basera/contract';
import { adminKeys } from './keys';
import { pagedListOptions } from './paged-list';

/** GET /admin/Owners?limit=&offset= → users who signed in as owner. */
export function useOwnersList() {
  return useInfiniteQuery(pagedListOptions<AdminUser>(adminKeys.list('owners'), '/admin/Owners'));
}
