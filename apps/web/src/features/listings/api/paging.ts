/**
 * Lists page on the server with `limit` and `offset`; the body is a plain array and a page
 * shorter than the limit is the last one (docs/api.md).
 */
export type Page = { limit: number; offset: number };

export function pageQuery({ limit, offset }: Page): string {
  return `limit=${limit}&offset=${offset}`;
}

/** The offset of the next page, or undefined when the last page has been read. */
export function nextOffset<T>(limit: number) {
  return (lastPage: T[], allPages: T[][]): number | undefined =>
    lastPage.length < limit ? undefined : allPages.reduce((sum, page) => sum + page.length, 0);
}

/** Every item of the pages read so far, in order. */
export function flattenPages<T>(pages: T[][] | undefined): T[] {
  return pages?.flat() ?? [];
}
