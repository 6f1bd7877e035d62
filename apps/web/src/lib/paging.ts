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

/**
 * The pages read so far as one list. A record added while someone reads shifts the later
 * pages, so the same record can arrive twice; it is shown once, where it first came.
 */
export function flattenPages<T extends { _id: string }>(data: { pages: T[][] } | undefined): T[] {
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
