import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Property } from '@basera/contract';
import { flattenPages, totalOf } from '@/lib/paging';
import { useReviewQueue } from '../api/list-review-queue';
import { useDecidedRows } from '../hooks/use-decided-rows';
import type { Decision } from '../hooks/use-decision';
import { withDecided } from '../lib/decided-rows';
import {
  readQueueFilters,
  readReviewId,
  withQueueFilters,
  withReviewId,
  type QueueFilters,
} from '../lib/queue-view';
import { EditPropertyDialog } from './edit-property-dialog';
import { ReviewQueue } from './review-queue';
import { ReviewScreen } from './review-screen';

type PropertiesPanelProps = {
  /**
   * The owner's details, read-only, for View Owner Details. The profile is the accounts
   * feature's, so the screen that shows this panel hands it in (docs/architecture.md §1).
   */
  ownerDetails: (ownerId: string, onClose: () => void) => ReactNode;
};

/**
 * Property (docs/product.md §2): the review queue, and the review screen of the listing named by
 * ?review=. Both read the same queue (filters in the URL), so J and K on the review screen walk
 * the rows the queue shows, and a decision on either leaves the decided row in place.
 */
export function PropertiesPanel({ ownerDetails }: PropertiesPanelProps) {
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params);
  const reviewId = readReviewId(params);
  const query = useReviewQueue(filters);
  const decided = useDecidedRows(JSON.stringify(filters));
  const rows = withDecided(flattenPages(query.data), decided.rows);
  const [ownerOf, setOwnerOf] = useState<Property | null>(null);
  const [editing, setEditing] = useState<Property | null>(null);

  const hrefOf = (propertyId: string | null) => `?${withReviewId(params, propertyId).toString()}`;
  const open = (propertyId: string | null) => setParams(withReviewId(params, propertyId));
  const setFilters = (next: QueueFilters) =>
    setParams(withReviewId(withQueueFilters(params, next), null), { replace: true });

  const markDecided = (property: Property, status: Property['campaignRequest']) => {
    const index = rows.findIndex((row) => row._id === property._id);
    if (index !== -1) decided.add({ ...property, campaignRequest: status }, index);
  };
  const onDecided = (property: Property, decision: Decision) => markDecided(property, decision);

  // Rows of the queue the server has not sent yet, plus the decided ones it no longer sends.
  const serverTotal = totalOf(query.data) ?? 0;
  const keptDecided = rows.length - flattenPages(query.data).length;

  return (
    <>
      {reviewId ? (
        <ReviewScreen
          key={reviewId}
          propertyId={reviewId}
          rows={rows}
          queueSize={serverTotal + keptDecided}
          backHref={hrefOf(null)}
          onOpen={open}
          onBack={() => open(null)}
          onDecided={onDecided}
        />
      ) : (
        <ReviewQueue
          filters={filters}
          onFilters={setFilters}
          query={query}
          rows={rows}
          decidedIds={new Set(decided.rows.keys())}
          hrefOf={(row) => hrefOf(row._id)}
          onOpen={(row) => open(row._id)}
          onEdit={setEditing}
          onOwner={setOwnerOf}
          onDecided={onDecided}
        />
      )}
      {ownerOf && ownerDetails(ownerOf.userId, () => setOwnerOf(null))}
      {editing && (
        <EditPropertyDialog
          key={editing._id}
          property={editing}
          onClose={() => setEditing(null)}
          onUpdated={(status) => markDecided(editing, status)}
        />
      )}
    </>
  );
}
