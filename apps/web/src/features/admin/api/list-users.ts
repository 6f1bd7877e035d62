import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '@basera/contract';
import { adminKeys } from './keys';
import { pagedListOptions } from './paged-list';

/** GET /admin/Users?limit=&offset= → every registered user, newest first. */
export function useUsersList() {
  return useInfiniteQuery(pagedListOptions<AdminUser>(adminKeys.list('users'), '/admin/Users'));
}
