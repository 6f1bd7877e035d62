import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE } from '@basera/contract';
import { api } from '@/lib/api-client';

type Params = Record<string, string>;

/** GET {path}?…&limit=&offset= with the admin token: one page of a list (docs/architecture.md §4). */
export function fetchAdminPage<T>(
  path: string,
  { params = {}, limit, offset }: { params?: Params; limit: number; offset: number },
  signal?: AbortSignal,
): Promise<T[]> {
  const search = new URLSearchParams({ ...params, limit: String(limit), offset: String(offset) });
  return api.get<T[]>(`${path}?${search.toString()}`, { auth: 'admin', signal });
}

/**
 * A list read page by page: the next page starts after what is loaded; a page shorter than the
 * limit is the last one.
 */
export function pagedListOptions<T>(
  queryKey: QueryKey,
  path: string,
  { params, pageSize = PAGE_SIZE }: { params?: Params; pageSize?: number } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchAdminPage<T>(path, { params, limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: T[], _pages: T[][], lastOffset: number) =>
      lastPage.length < pageSize ? undefined : lastOffset + lastPage.length,
  });
}

/**
 * The loaded pages as one list. A record added while the admin reads shifts the pages, so the
 * same record can arrive twice; it is shown once.
 */
export function flattenPages<T extends { _id: string }>(data: InfiniteData<T[]> | undefined): T[] {
  if (!data) return [];
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
  }
  return items;
}
