import type { SearchQuery } from './search-params-schema';
import {
  SEARCH_FILTER_PARAMS,
  type SearchFilterParamName,
  type SearchParams,
} from './search-params';
import { readSearchText, withoutSpans } from './search-parser';
import type { ParsedSearch, SearchFilters, Understood } from './search-query';

/*
 * What a search means: the one reading of its text, under its explicit parameters. The web
 * computes it once per search it shows (the filter controls, the chips, the notes) and the server
 * once per request it answers (the filters and words of the query), from the same parameters:
 * the URL the web writes is the query the server reads (search-params.ts). Nothing else reads a
 * search's text (docs/decisions/0043-one-reading-of-a-search.md).
 */

/** A run of the text understood as a filter, with every span its removal takes out. */
export type UnderstoodRun = Understood & { spans: readonly (readonly [number, number])[] };

export type SearchMeaning = Omit<ParsedSearch, 'understood'> & {
  /** The filters: the text's, under the explicit ones. */
  filters: SearchFilters;
  /** What the text was understood as and still says: a run a parameter overrides is left out. */
  understood: UnderstoodRun[];
};

/** The parameters that say the same thing as a run of text understood as `field`. */
const PARAMS_OF_FIELD: Record<Understood['field'], readonly SearchFilterParamName[]> = {
  city: ['city'],
  propertyType: ['propertyType'],
  kinds: [],
  bhk: ['bhk'],
  price: ['minPrice', 'maxPrice'],
  furnishing: ['furnishing'],
  listedBy: ['listedBy'],
  sharing: ['sharing'],
  near: ['near'],
};

type ExplicitFilters = Pick<SearchFilters, SearchFilterParamName>;

/** The filters set by parameters; the type 'all' of the API's schema is no type. */
function explicitFilters(
  search: SearchParams | Omit<SearchQuery, 'limit' | 'offset'>,
): ExplicitFilters {
  const explicit: Record<string, unknown> = {};
  for (const name of SEARCH_FILTER_PARAMS) {
    if (search[name] !== undefined) explicit[name] = search[name];
  }
  if (explicit.propertyType === 'all') delete explicit.propertyType;
  return explicit as ExplicitFilters;
}

/**
 * What a search means: the text's understood filters, with every explicit parameter winning
 * over the same thing read from the text. A budget is one thing: an explicit minPrice or
 * maxPrice replaces both bounds read from the text, and whatever the text's budget implied (a
 * purchase, or a note that it cannot apply). An explicit type is the type the text's budget is
 * read against (search-deal.ts). Takes a page's parameters or a request's query as the API's
 * schema reads it; the page, the sort and an admin's statuses are not part of the meaning.
 */
export function searchMeaning(
  search: SearchParams | Omit<SearchQuery, 'limit' | 'offset'>,
): SearchMeaning {
  const explicit = explicitFilters(search);
  const { parsed, spans } = readSearchText(search.search, { propertyType: explicit.propertyType });
  const filters: SearchFilters = { ...parsed.filters };
  let notes = parsed.notes;
  if (explicit.minPrice !== undefined || explicit.maxPrice !== undefined) {
    delete filters.minPrice;
    delete filters.maxPrice;
    delete filters.purchase;
    notes = notes.map(({ budget: _textBudget, ...note }) => note);
  }
  // A place given as a parameter replaces the text's, and the reach that came with it.
  if (explicit.near !== undefined) delete filters.radius;
  Object.assign(filters, explicit);
  const understood = parsed.understood
    .map((item, index): UnderstoodRun => ({ ...item, spans: spans[index]! }))
    .filter((run) => !PARAMS_OF_FIELD[run.field].some((name) => explicit[name] !== undefined));
  return { ...parsed, filters, understood, notes };
}

/** The text without one understood run (and the words folded into it), spaces tidied. */
export function withoutRun(text: string, run: UnderstoodRun): string {
  return withoutSpans(text, run.spans);
}

/** The text without any run understood as `field` (e.g. every budget phrase). */
export function withoutField(text: string, field: Understood['field']): string {
  let current = text;
  // A removal moves the runs after it, and may let another be read: read the rest again.
  for (let removed = 0; removed < 10; removed += 1) {
    const run = searchMeaning({ search: current }).understood.find((r) => r.field === field);
    if (!run) break;
    current = withoutRun(current, run);
  }
  return current;
}

/**
 * A newly typed text replaces the filters it names: typing '3bhk durg' after choosing 2 BHK in
 * Raipur means 3 BHK in Durg. Everything the text does not name is kept.
 */
export function withSearchText(search: SearchParams, text: string): SearchParams {
  const next: SearchParams = { ...search, search: text };
  for (const run of searchMeaning({ search: text }).understood) {
    for (const name of PARAMS_OF_FIELD[run.field]) delete next[name];
  }
  return next;
}
