import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { ownerKeys } from './keys';

/**
 * Puts a listing the server just answered with into every cached list of its owner, so its card
 * changes at once; the lists are then read again in the background.
 */
export function storeOwnerProperty(queryClient: QueryClient, property: Property): void {
  const { userId, _id: propertyId } = property;
  const replace = (list: Property[]) =>
    list.map((item) => (item._id === propertyId ? property : item));
  queryClient.setQueryData<InfiniteData<Property[]>>(ownerKeys.propertyPages(userId), (data) =>
    data ? { ...data, pages: data.pages.map(replace) } : data,
  );
  queryClient.setQueryData<Property[]>(ownerKeys.propertySummary(userId), (list) =>
    list ? replace(list) : list,
  );
  queryClient.setQueryData(ownerKeys.property(userId, propertyId), property);
  void queryClient.invalidateQueries({ queryKey: ownerKeys.properties(userId) });
}
