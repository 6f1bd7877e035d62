import { useInfiniteQuery } from '@tanstack/react-query';
import type { User } from '@basera/contract';
import { adminKeys } from './keys';
import { pagedListOptions } from './paged-list';

/** GET /admin/Users?limit=&offset= → every registered user, newest first. */
export function useUsersList() {
  return useInfiniteQuery(pagedListOptions<User>(adminKeys.list('users'), '/admin/Users'));
}
