import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyPreview } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { propertyDetailsKeys } from './keys';

/** GET /api/propertyPreview/{id}: what anyone may see of an approved listing (404 otherwise). */
export function propertyPreviewQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyDetailsKeys.preview(propertyId),
    queryFn: ({ signal }) =>
      api.get<PropertyPreview>(`/api/propertyPreview/${segment(propertyId)}`, { signal }),
  });
}

export function usePropertyPreview(propertyId: string) {
  return useQuery(propertyPreviewQueryOptions(propertyId));
}
