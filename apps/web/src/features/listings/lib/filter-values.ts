import {
  searchMeaning,
  withoutField,
  type SearchFilters,
  type SearchParams,
} from '@basera/contract';

/** What the filter panel edits: every filter except the text-only ones, city and type. */
export type FilterValues = Pick<
  SearchFilters,
  | 'bhk'
  | 'minPrice'
  | 'maxPrice'
  | 'furnishing'
  | 'listedBy'
  | 'sharing'
  | 'amenities'
  | 'minArea'
  | 'maxArea'
>;

export function filterValuesOf(filters: SearchFilters): FilterValues {
  const { bhk, minPrice, maxPrice, furnishing, listedBy, sharing, amenities, minArea, maxArea } =
    filters;
  return { bhk, minPrice, maxPrice, furnishing, listedBy, sharing, amenities, minArea, maxArea };
}

/** How many groups of the panel hold a value: the number on the Filters button. */
export function activeFilterCount(values: FilterValues): number {
  return [
    values.minPrice !== undefined || values.maxPrice !== undefined,
    Boolean(values.bhk?.length),
    Boolean(values.furnishing?.length),
    values.listedBy !== undefined,
    Boolean(values.sharing?.length),
    Boolean(values.amenities?.length),
    values.minArea !== undefined || values.maxArea !== undefined,
  ].filter(Boolean).length;
}

/** A range typed upside down is meant the right way up. */
export function withOrderedRanges(values: FilterValues): FilterValues {
  const next = { ...values };
  if (next.minPrice !== undefined && next.maxPrice !== undefined && next.minPrice > next.maxPrice)
    [next.minPrice, next.maxPrice] = [next.maxPrice, next.minPrice];
  if (next.minArea !== undefined && next.maxArea !== undefined && next.minArea > next.maxArea)
    [next.minArea, next.maxArea] = [next.maxArea, next.minArea];
  return next;
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const left = new Set(a ?? []);
  const right = new Set(b ?? []);
  return left.size === right.size && [...left].every((value) => right.has(value));
}

const nonEmpty = <T>(list: T[] | undefined) => (list?.length ? list : undefined);

/**
 * The search after the panel is applied. The text stays the source of what it already says; a
 * value the panel changes becomes a parameter (which outranks the text), and a value the panel
 * clears is also taken out of the text, since a parameter cannot say 'none'.
 */
export function applyFilterValues(state: SearchParams, next: FilterValues): SearchParams {
  const result: SearchParams = { ...state };
  let text = state.search;
  // What the text says as the search reads it: a chosen type decides whether its budget applies.
  const saidIn = (current: string) =>
    searchMeaning({ search: current, propertyType: state.propertyType }).filters;

  const listFields = ['bhk', 'furnishing', 'sharing'] as const;
  for (const field of listFields) {
    const said = saidIn(text)[field];
    const wanted = nonEmpty(next[field]);
    if (sameList(wanted, said)) delete result[field];
    else if (!wanted) {
      text = withoutField(text, field);
      delete result[field];
    } else Object.assign(result, { [field]: wanted });
  }

  const saidLister = saidIn(text).listedBy;
  if (next.listedBy === saidLister) delete result.listedBy;
  else if (!next.listedBy) {
    text = withoutField(text, 'listedBy');
    delete result.listedBy;
  } else result.listedBy = next.listedBy;

  const said = saidIn(text);
  if (next.minPrice === said.minPrice && next.maxPrice === said.maxPrice) {
    delete result.minPrice;
    delete result.maxPrice;
  } else if (next.minPrice === undefined && next.maxPrice === undefined) {
    text = withoutField(text, 'price');
    delete result.minPrice;
    delete result.maxPrice;
  } else {
    result.minPrice = next.minPrice;
    result.maxPrice = next.maxPrice;
  }

  // The text never names amenities or an area: these are parameters only.
  result.amenities = nonEmpty(next.amenities);
  result.minArea = next.minArea;
  result.maxArea = next.maxArea;
  result.search = text;
  return result;
}
