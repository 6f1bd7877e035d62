import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, PAGE_SIZE, type Property } from '@basera/contract';
import { api } from '@/lib/api-client';
import { nextPageOffset, pageQuery, type Page } from '@/lib/paging';
import { ownerKeys } from './keys';

/** GET /owner/property?userId=&limit=&offset=: the owner's own listings, every status, newest first. */
export function getOwnerProperties(
  userId: string,
  page: Page,
  signal?: AbortSignal,
): Promise<Property[]> {
  const query = `${new URLSearchParams({ userId })}&${pageQuery(page)}`;
  return api.get<Property[]>(`/owner/property?${query}`, { auth: 'user', signal });
}

/** Pages of PAGE_SIZE; a page shorter than that is the last one. */
export function useOwnerProperties(userId: string | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: ownerKeys.propertyPages(userId ?? ''),
    queryFn: ({ pageParam, signal }) =>
      getOwnerProperties(userId ?? '', { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<Property>(PAGE_SIZE),
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
      getOwnerProperties(userId ?? '', { limit: MAX_PAGE_SIZE, offset: 0 }, signal),
    select: summariseStatuses,
    enabled: Boolean(userId) && enabled,
  });
}
