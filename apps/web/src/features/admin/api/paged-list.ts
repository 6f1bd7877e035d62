import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE } from '@basera/contract';
import { api } from '@/lib/api-client';
import { nextPageOffset, pageQuery, type Page } from '@/lib/paging';

type Params = Record<string, string>;

/** GET {path}?…&limit=&offset= with the admin token: one page of a list (docs/architecture.md §4). */
function fetchAdminPage<T>(
  path: string,
  params: Params,
  page: Page,
  signal?: AbortSignal,
): Promise<T[]> {
  const query = new URLSearchParams(params).toString();
  return api.get<T[]>(`${path}?${query ? `${query}&` : ''}${pageQuery(page)}`, {
    auth: 'admin',
    signal,
  });
}

/** An admin list read page by page, PAGE_SIZE at a time. */
export function pagedListOptions<T>(
  queryKey: QueryKey,
  path: string,
  { params = {} }: { params?: Params } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchAdminPage<T>(path, params, { limit: PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset<T>(PAGE_SIZE),
  });
}
