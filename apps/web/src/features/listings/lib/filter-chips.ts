import {
  PROPERTY_TYPE_BANNERS,
  searchMeaning,
  withoutRun,
  type SearchMeaning,
  type SearchParams,
} from '@basera/contract';
import { areaLabel, budgetLabel } from './amount-labels';
import { ENGLISH_WORDS, type ListingWords } from './listing-words';

/** One removable chip above the results. */
export type FilterChip = {
  key: string;
  /** The filter it stands for: an understood field ('price') or a parameter ('maxPrice'). */
  field: string;
  label: string;
  /** Read from the typed text (removing it rewrites the text) or set as a parameter. */
  source: 'text' | 'filter';
  /** The search once this chip is removed. */
  without: SearchParams;
};

function withoutValue<T>(list: readonly T[], value: T): T[] | undefined {
  const rest = list.filter((item) => item !== value);
  return rest.length ? rest : undefined;
}

/**
 * Everything the search is narrowed by: first what the text was understood as (in the order it
 * was typed, leaving out what a parameter overrides), then each explicit filter value. `meaning`
 * is the search's (searchMeaning), read once for the screen.
 */
export function filterChips(
  state: SearchParams,
  meaning: SearchMeaning,
  words: ListingWords = ENGLISH_WORDS,
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const run of meaning.understood) {
    chips.push({
      key: `text-${run.start}-${run.end}`,
      field: run.field,
      label: words.understood(run, meaning.filters),
      source: 'text',
      without: { ...state, search: withoutRun(state.search, run) },
    });
  }

  const add = (
    field: keyof SearchParams,
    value: string,
    label: string,
    without: Partial<SearchParams>,
  ) =>
    chips.push({
      key: `${field}-${value}`,
      field,
      label,
      source: 'filter',
      without: { ...state, ...without },
    });

  if (state.city) add('city', state.city, words.value(state.city), { city: undefined });
  if (state.propertyType) {
    const type = state.propertyType;
    add('propertyType', type, words.value(PROPERTY_TYPE_BANNERS[type]), {
      propertyType: undefined,
    });
  }
  for (const bhk of state.bhk ?? [])
    add('bhk', bhk, words.value(bhk), { bhk: withoutValue(state.bhk ?? [], bhk) });
  const budget = budgetLabel(state.minPrice, state.maxPrice, words.budget);
  if (budget) add('maxPrice', '', budget, { minPrice: undefined, maxPrice: undefined });
  for (const furnishing of state.furnishing ?? [])
    add('furnishing', furnishing, words.value(furnishing), {
      furnishing: withoutValue(state.furnishing ?? [], furnishing),
    });
  if (state.listedBy)
    add('listedBy', state.listedBy, words.listedBy(state.listedBy), { listedBy: undefined });
  for (const sharing of state.sharing ?? [])
    add('sharing', sharing, words.sharing(sharing), {
      sharing: withoutValue(state.sharing ?? [], sharing),
    });
  for (const amenity of state.amenities ?? [])
    add('amenities', amenity, words.value(amenity), {
      amenities: withoutValue(state.amenities ?? [], amenity),
    });
  const area = areaLabel(state.minArea, state.maxArea, words.area);
  if (area) add('maxArea', '', area, { minArea: undefined, maxArea: undefined });
  // Nearest first and a radius mean nothing without the point, so they go with it; and so does the
  // 'near me' that asked for the point, or the page would ask again.
  if (state.near) {
    const asked = searchMeaning({ ...state, near: undefined }).understood.find(
      (run) => run.field === 'near',
    );
    add('near', '', words.where.nearYou, {
      search: asked ? withoutRun(state.search, asked) : state.search,
      near: undefined,
      radius: undefined,
      sort: state.sort === 'distance' ? undefined : state.sort,
    });
  }
  if (state.bbox) add('bbox', '', words.where.mapArea, { bbox: undefined });
  if (state.polygon) add('polygon', '', words.where.drawnArea, { polygon: undefined });
  return chips;
}

/**
 * The search without any filter or text; the sort stays, it narrows nothing (but nearest first
 * goes with the point it measured from).
 */
export function clearedSearch(state: SearchParams): SearchParams {
  return state.sort && state.sort !== 'distance'
    ? { search: '', sort: state.sort }
    : { search: '' };
}
