import { BOUGHT_TYPES, type SearchFilters } from '@basera/contract';

/**
 * The category lexemes a search asks for, as tsquery terms (each term: alternatives, any of
 * which matches). They name what listing_facets (drizzle/0006_search_document.sql) indexes
 * for each listing, so a search with words meets its category filters inside the search
 * index. The filters are still checked on the rows as well; these terms only narrow what the
 * index hands over.
 */
export function facetTerms(filters: SearchFilters): string[][] {
  const any = (prefix: string, values: readonly string[] | undefined) =>
    values?.length ? [values.map((value) => `${prefix}:${value}`)] : [];
  const one = (prefix: string, value: string | undefined) =>
    value ? [[`${prefix}:${value}`]] : [];
  return [
    ...one('city', filters.city),
    ...one('type', filters.propertyType),
    ...any('type', filters.purchase ? BOUGHT_TYPES : undefined),
    ...any('kind', filters.kinds),
    ...any('bhk', filters.bhk),
    ...any('furnishing', filters.furnishing),
    ...one('listedBy', filters.listedBy),
    ...any('sharing', filters.sharing),
    ...(filters.amenities ?? []).map((amenity) => [`amenity:${amenity}`]),
  ];
}
