import { useLayoutEffect } from 'react';
import { hashKey, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';

/** The list each screen showed last, by screen, for as long as the tab lives. */
const lastShown = new Map<string, string>();

/**
 * docs/product.md §4: the visible count goes back to one page when the filter changes. A list shown
 * again under another filter would otherwise come back from the cache with every page read
 * before; this trims it to its first page, before the browser paints. Coming back to the same
 * list (e.g. from a property's details) keeps what was loaded, so the scroll position holds.
 */
export function useFirstPageOnChange(screen: string, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);

  useLayoutEffect(() => {
    if (lastShown.get(screen) === hash) return;
    lastShown.set(screen, hash);
    queryClient.setQueryData<InfiniteData<unknown[], number>>(queryKey, (data) =>
      data && data.pages.length > 1
        ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
        : data,
    );
    // queryKey is represented by its hash
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen, hash, queryClient]);
}
