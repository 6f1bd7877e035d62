import { useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_CAMPAIGN_STATUSES, type Property } from '@basera/contract';
import { adminKeys } from './keys';
import { pagedListOptions } from './paged-list';

/**
 * GET /api/Property with the admin token and campaignRequest=Submitted,Approve,Reject: every
 * listing an owner has sent for review; drafts (Pending) stay hidden (docs/product.md §2).
 */
export function usePropertiesList() {
  return useInfiniteQuery(
    pagedListOptions<Property>(adminKeys.list('properties'), '/api/Property', {
      params: { campaignRequest: ADMIN_CAMPAIGN_STATUSES.join(',') },
    }),
  );
}
