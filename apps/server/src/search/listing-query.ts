import { searchMeaning, type SearchQuery, type SearchSort } from '@basera/contract';
import type { ListingQuery } from './repository';

/**
 * What a list request asks the search for: the meaning of its parameters (the contract's
 * searchMeaning, the one the web shows as filters and chips), the listings it may see, and the
 * order: relevance when words are left to rank by, else newest.
 */
export function listingQuery(query: SearchQuery, statuses: ListingQuery['statuses']): ListingQuery {
  const { filters, terms } = searchMeaning(query);
  const order: SearchSort = query.sort ?? (terms.length > 0 ? 'relevance' : 'newest');
  return {
    filters,
    terms,
    statuses,
    sort: order === 'relevance' && terms.length === 0 ? 'newest' : order,
    limit: query.limit,
    offset: query.offset,
  };
}
