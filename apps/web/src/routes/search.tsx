import { SearchResults } from '@/features/listings/components/search-results';

/** /search: approved properties matching the search filter, 6 at a time (docs/product.md §2). */
export default function SearchRoute() {
  return <SearchResults />;
}
