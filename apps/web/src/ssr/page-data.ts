import type { QueryClient } from '@tanstack/react-query';
import { readSearchParams } from '@basera/contract';
import { propertyListOptions } from '@/features/listings/api/list-properties';
import { testimonialsOptions } from '@/features/listings/api/list-testimonials';
import { propertyQueryOptions } from '@/features/property-details/api/get-property';
import { reviewsQueryOptions } from '@/features/property-details/api/get-reviews';
import { ApiError } from '@/lib/api-client';

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
  const search = readSearchParams(url.searchParams);
  switch (path) {
    case '':
    case 'home':
      await Promise.all([
        // Home lists without text: a typed search goes to /search (features/listings/components/home-listings.tsx).
        queryClient.prefetchInfiniteQuery(propertyListOptions('home', { ...search, search: '' })),
        queryClient.prefetchInfiniteQuery(testimonialsOptions()),
      ]);
      return;
    case 'search':
      await queryClient.prefetchInfiniteQuery(propertyListOptions('search', search));
      return;
    case 'propertydetails/:route/:id':
    case 'search/propertydetails/:route/:id': {
      // What a signed-out visitor sees of a listing: all of it but the lister, and its reviews.
      const id = leafMatch?.params.id ?? '';
      await Promise.all([
        queryClient.prefetchQuery(propertyQueryOptions(id, null)),
        queryClient.prefetchInfiniteQuery(reviewsQueryOptions(id, null)),
      ]);
      return;
    }
    default:
      return;
  }
}

/**
 * What the first reads say of the page, for its HTTP status: 404 when the thing it shows does
 * not exist (a listing that is gone, or an id that is not one), 503 when a read failed for
 * another reason (the page then shows its error and the browser reads again), else null.
 * Crawlers learn that the page is gone or to come back, and the server keeps only whole pages.
 */
export function statusOfReads(queryClient: QueryClient): 404 | 503 | null {
  const errors = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .filter((error) => error != null);
  if (errors.length === 0) return null;
  const missing = errors.some(
    (error) => error instanceof ApiError && (error.status === 404 || error.status === 400),
  );
  return missing ? 404 : 503;
}
