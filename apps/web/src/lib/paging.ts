/**
 * Lists page on the server with `limit` and `offset`; the body is a plain array and a page
 * shorter than the limit is the last one (docs/architecture.md §3). These helpers serve every
 * paged list of the app (TanStack Query's infinite queries).
 */
export type Page = { limit: number; offset: number };

/** 'limit=6&offset=12', to append to a path's query. */
export function pageQuery({ limit, offset }: Page): string {
  return new URLSearchParams({ limit: String(limit), offset: String(offset) }).toString();
}

/**
 * getNextPageParam for pages of `limit`: the offset after everything read so far, or undefined
 * once a short page says the list has ended.
 */
export function nextPageOffset<T>(limit: number) {
  return (lastPage: T[], allPages: T[][]): number | undefined =>
    lastPage.length < limit ? undefined : allPages.reduce((sum, page) => sum + page.length, 0);
}

/** A page of a list whose answer also says how many match in all (null when it does not). */
export type CountedPage<T> = { items: T[]; total: number | null };

/**
 * getNextPageParam for counted pages: the total says when the list has ended; without it, a
 * short page does (as nextPageOffset).
 */
export function nextCountedPageOffset<T>(limit: number) {
  return (lastPage: CountedPage<T>, allPages: CountedPage<T>[]): number | undefined => {
    const read = allPages.reduce((sum, page) => sum + page.items.length, 0);
    if (lastPage.total === null) return lastPage.items.length < limit ? undefined : read;
    return lastPage.items.length > 0 && read < lastPage.total ? read : undefined;
  };
}

/** The number of all matches as the newest page says it; null when unknown. */
export function totalOf(data: { pages: CountedPage<unknown>[] } | undefined): number | null {
  return data?.pages.at(-1)?.total ?? null;
}

/**
 * The pages read so far as one list. A record added while someone reads shifts the later
 * pages, so the same record can arrive twice; it is shown once, where it first came.
 */
export function flattenPages<T extends { _id: string }>(
  data: { pages: (T[] | CountedPage<T>)[] } | undefined,
): T[] {
  if (!data) return [];
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of Array.isArray(page) ? page : page.items) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      items.push(item);
    }
  }
  return items;
}
