import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '@basera/contract';
import { pagedListOptions } from '@/lib/paged-list';
import { adminKeys } from './keys';

/** GET /admin/Owners?limit=&offset= → users who signed in as owner. */
export function useOwnersList() {
  return useInfiniteQuery(
    pagedListOptions<AdminUser>(adminKeys.list('owners'), { path: '/admin/Owners', auth: 'admin' }),
  );
}
