import { useInfiniteQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { pagedListOptions } from '@/lib/paged-list';
import { adminKeys } from './keys';

/** GET /owner/property?userId= with the admin token → that owner's approved listings. */
export function useOwnerPropertiesList(ownerId: string) {
  return useInfiniteQuery(
    pagedListOptions<Property>(adminKeys.ownerProperties(ownerId), {
      path: '/owner/property',
      query: { userId: ownerId },
      auth: 'admin',
    }),
  );
}
