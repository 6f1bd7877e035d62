import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Property } from '@basera/contract';
import { fetchListPage, pagedListOptions, type ListSource } from '@/lib/paged-list';
import { ownerKeys } from './keys';

/** GET /owner/property?userId=&limit=&offset=: the owner's own listings, every status, newest first. */
function ownerProperties(userId: string | null, pageSize?: number): ListSource {
  return { path: '/owner/property', query: { userId: userId ?? '' }, auth: 'user', pageSize };
}

/** Pages of PAGE_SIZE; a page shorter than that is the last one. */
export function useOwnerProperties(userId: string | null, enabled = true) {
  return useInfiniteQuery({
    ...pagedListOptions<Property>(ownerKeys.propertyPages(userId ?? ''), ownerProperties(userId)),
    enabled: Boolean(userId) && enabled,
  });
}

export type StatusSummary = {
  total: number;
  /** True when the owner has more listings than one request returns. */
  more: boolean;
  Pending: number;
  Submitted: number;
  /** Approved and in search; approved listings out of search are counted apart. */
  Approve: number;
  Reject: number;
  /** Approved but out of search: rented or sold, not confirmed, or held after reports. */
  outOfSearch: number;
};

export function summariseStatuses(list: Property[]): StatusSummary {
  const summary: StatusSummary = {
    total: list.length,
    more: list.length >= MAX_PAGE_SIZE,
    Pending: 0,
    Submitted: 0,
    Approve: 0,
    Reject: 0,
    outOfSearch: 0,
  };
  for (const property of list) {
    if (property.campaignRequest === 'Approve' && property.hiddenBecause) summary.outOfSearch += 1;
    else summary[property.campaignRequest] += 1;
  }
  return summary;
}

/** Counts by status for the dashboard's header, from one page of the largest allowed size. */
export function useOwnerStatusSummary(userId: string | null, enabled = true) {
  return useQuery({
    queryKey: ownerKeys.propertySummary(userId ?? ''),
    queryFn: ({ signal }) =>
      fetchListPage<Property>(ownerProperties(userId, MAX_PAGE_SIZE), 0, signal),
    select: summariseStatuses,
    enabled: Boolean(userId) && enabled,
  });
}
