import { effectiveSearch, type SearchFilterParams } from '@basera/contract';
import type { SearchState } from '@/lib/search-state';

export type SearchMeaning = ReturnType<typeof effectiveSearch>;

/** The filters set by parameters, without the text and the sort. */
export function explicitParams(state: SearchState): SearchFilterParams {
  const { search: _search, sort: _sort, ...params } = state;
  return params;
}

/** What a search asks for: the text's understood filters under the explicit ones. */
export function meaningOf(state: SearchState): SearchMeaning {
  return effectiveSearch(state.search, explicitParams(state));
}
