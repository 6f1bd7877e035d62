import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Counts } from '@basera/contract';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /admin/getCount → users, owners, properties, and properties per type. */
export function getCounts(signal?: AbortSignal): Promise<Counts> {
  return api.get<Counts>('/admin/getCount', { auth: 'admin', signal });
}

export function countsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.counts, queryFn: ({ signal }) => getCounts(signal) });
}

export function useCounts() {
  return useQuery(countsQueryOptions());
}
