import { searchMeaning, type SearchQuery, type SearchSort } from '@basera/contract';
import { Invalid } from '../lib/errors';
import type { ListingQuery } from './repository';

/**
 * What a list request asks the search for: the meaning of its parameters (the contract's
 * searchMeaning, the one the web shows as filters and chips), the listings it may see, and the
 * order: nearest first when a place to measure from is known ('near <locality>' or `near`),
 * else relevance when words are left to rank by, else newest.
 */
export function listingQuery(query: SearchQuery, statuses: ListingQuery['statuses']): ListingQuery {
  const { filters, terms } = searchMeaning(query);
  if (query.sort === 'distance' && !filters.near)
    throw Invalid('sort=distance needs a place to measure from: near=lat,lng', {
      sort: 'sort=distance needs near=lat,lng (or "near <locality>" in the search)',
    });
  if (filters.radius !== undefined && !filters.near)
    throw Invalid('radius needs a place to measure from: near=lat,lng', {
      radius: 'radius needs near=lat,lng (or "near <locality>" in the search)',
    });
  const order: SearchSort =
    query.sort ?? (filters.near ? 'distance' : terms.length > 0 ? 'relevance' : 'newest');
  return {
    filters,
    terms,
    statuses,
    sort: order === 'relevance' && terms.length === 0 ? 'newest' : order,
    limit: query.limit,
    offset: query.offset,
  };
}
