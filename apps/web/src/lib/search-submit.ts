import { readSearchParams, withSearchText } from '@basera/contract';
import { searchPath } from './search-path';
import { readSearchView } from './search-view';

/**
 * Where a search box leads: /search with the typed text and city, keeping the type, filters and
 * sort of the search on screen (`current`, the page's URL parameters). A new text replaces the
 * filters it names ('3bhk durg' after 2 BHK in Raipur). `chosenCity` is the box's city when the
 * user changed it ('' for any city), else null: a city left as it was gives way to a city named
 * in the new text. An open map stays open, framing the new results (its old place is dropped).
 */
export function submittedSearchPath(
  current: URLSearchParams,
  typed: string,
  chosenCity: string | null,
): string {
  const before = readSearchParams(current);
  const text = typed.trim();
  let next =
    text === before.search.trim() ? { ...before, search: text } : withSearchText(before, text);
  if (chosenCity !== null) {
    const city = readSearchParams(new URLSearchParams({ city: chosenCity })).city;
    next = { ...next, city };
  }
  return searchPath(next, '/search', { map: readSearchView(current).map });
}
