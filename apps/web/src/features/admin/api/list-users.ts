import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '@basera/contract';
import { pagedListOptions } from '@/lib/paged-list';
import { adminKeys } from './keys';

/** GET /admin/Users?limit=&offset= → every registered user, newest first. */
export function useUsersList() {
  return useInfiniteQuery(
    pagedListOptions<AdminUser>(adminKeys.list('users'), { path: '/admin/Users', auth: 'admin' }),
  );
}
