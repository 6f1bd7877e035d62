import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE } from '@basera/contract';
import { api } from './api-client';
import type { SessionKind } from './auth';
import { nextCountedPageOffset, nextPageOffset, pageQuery, type CountedPage } from './paging';

/**
 * The one way the app reads a list the server pages (docs/architecture.md §3): GET
 * {path}?{query}&limit=&offset=, a page at a time, as a TanStack Query infinite query. A feature's
 * api/ file names its list (path, filters, token, cache key); paging, URLs and "is there more"
 * live here.
 */
export type ListSource = {
  /** The list's path, its segments already encoded: '/admin/Users'. */
  path: string;
  /**
   * What narrows the list, sent before limit and offset: names and values, or a query string
   * already encoded (a search's, lib/search-state.ts), sent as it is.
   */
  query?: Record<string, string> | string;
  /** Which stored token to send; none for a public list. */
  auth?: SessionKind | null;
  /** Records a page; PAGE_SIZE unless said. */
  pageSize?: number;
};

/** '/admin/Reports?status=open&limit=6&offset=12'. */
export function listPageUrl(source: ListSource, offset: number): string {
  const { path, query = '', pageSize = PAGE_SIZE } = source;
  const filters = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  return `${path}?${filters ? `${filters}&` : ''}${pageQuery({ limit: pageSize, offset })}`;
}

function requestOptions(source: ListSource, signal?: AbortSignal) {
  return { ...(source.auth ? { auth: source.auth } : {}), signal };
}

/** One page of a list whose body is a plain array; a short page is the last. */
export function fetchListPage<T>(
  source: ListSource,
  offset: number,
  signal?: AbortSignal,
): Promise<T[]> {
  return api.get<T[]>(listPageUrl(source, offset), requestOptions(source, signal));
}

/** One page, and how many match in all (X-Total-Count; null when the server does not say). */
export async function fetchCountedListPage<T>(
  source: ListSource,
  offset: number,
  signal?: AbortSignal,
): Promise<CountedPage<T>> {
  const { data, total } = await api.getCounted<T[]>(
    listPageUrl(source, offset),
    requestOptions(source, signal),
  );
  return { items: data, total };
}

/**
 * A list read page by page: LOAD MORE asks for the page after everything read so far, and a
 * short page ends the list. Add a screen's own options (staleTime, enabled…) by spreading.
 */
export function pagedListOptions<T>(queryKey: QueryKey, source: ListSource) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchListPage<T>(source, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<T>(source.pageSize ?? PAGE_SIZE),
  });
}

/** As pagedListOptions, for a list whose answer also says how many match in all. */
export function countedListOptions<T>(queryKey: QueryKey, source: ListSource) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchCountedListPage<T>(source, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextCountedPageOffset<T>(source.pageSize ?? PAGE_SIZE),
  });
}
