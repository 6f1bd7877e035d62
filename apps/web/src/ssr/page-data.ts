import type { QueryClient } from '@tanstack/react-query';
import { propertyListOptions } from '@/features/listings/api/list-properties';
import { testimonialsOptions } from '@/features/listings/api/list-testimonials';
import { searchOptions } from '@/features/listings/api/search-properties';
import { propertyPreviewQueryOptions } from '@/features/property-details/api/get-property-preview';
import { readSearchState } from '@/lib/read-search-state';

type Match = { route: { path?: string; index?: boolean }; params: { id?: string } };

/**
 * The reads a page shows on first paint, made before it renders so their answers are in the
 * HTML: no request waits for the scripts (issue 11's 'no data waterfall'). The same query options
 * as the components, so the browser finds the answers under the keys it looks for.
 */
export async function prefetchPageData(
  queryClient: QueryClient,
  matches: Match[],
  url: URL,
): Promise<void> {
  const leafMatch = matches.at(-1);
  const leaf = leafMatch?.route;
  const path = leaf?.index ? '' : (leaf?.path ?? '').toLowerCase();
  const search = readSearchState(url.searchParams);
  switch (path) {
    case '':
    case 'home':
      await Promise.all([
        // Home lists without text: a typed search goes to /search (features/listings/components/home-listings.tsx).
        queryClient.prefetchInfiniteQuery(propertyListOptions({ ...search, search: '' })),
        queryClient.prefetchInfiniteQuery(testimonialsOptions()),
      ]);
      return;
    case 'search':
      await queryClient.prefetchInfiniteQuery(searchOptions(search));
      return;
    case 'propertydetails/:route/:id':
    case 'search/propertydetails/:route/:id':
      // What a signed-out visitor sees of a shared link (app/guards.tsx): its preview.
      await queryClient.prefetchQuery(propertyPreviewQueryOptions(leafMatch?.params.id ?? ''));
      return;
    default:
      return;
  }
}
