import { useInfiniteQuery } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { adminKeys } from './keys';
import { pagedListOptions } from './paged-list';

/** GET /owner/property?userId= with the admin token → that owner's approved listings. */
export function useOwnerPropertiesList(ownerId: string) {
  return useInfiniteQuery(
    pagedListOptions<Property>(adminKeys.ownerProperties(ownerId), '/owner/property', {
      params: { userId: ownerId },
    }),
  );
}
