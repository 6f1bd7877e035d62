import { SearchResults } from '@/features/listings/components/search-results';
import { SearchMap } from '@/features/map/components/search-map';

/**
 * /search: approved properties matching the search filter, 6 at a time (docs/product.md §2), as a
 * list or on a map (the map's code, and Leaflet, load only when it opens).
 */
export default function SearchRoute() {
  return <SearchResults map={<SearchMap />} />;
}
