import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Hourglass, Inbox } from 'lucide-react';
import { MSG, type Property } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from '@/components/ui/status-panel';
import { totalOf } from '@/lib/paging';
import type { useReviewQueue } from '../api/list-review-queue';
import { useCounts } from '../api/get-counts';
import { useDecision, type Decision } from '../hooks/use-decision';
import { useShortcuts } from '../hooks/use-shortcuts';
import { waitingLabel } from '../lib/count-labels';
import { neighbourId, nextWaitingId } from '../lib/decided-rows';
import { DEFAULT_QUEUE_FILTERS, isNarrowed, type QueueFilters } from '../lib/queue-view';
import { ConflictAlert } from './conflict-alert';
import { ListEnd } from './data-list';
import { KeyboardHint } from './keyboard-hint';
import { PanelHeader } from './panel-header';
import { QueueFilterBar } from './queue-filters';
import { QueueList } from './queue-list';
import { RejectDialog } from './reject-dialog';

export type ReviewQueueProps = {
  filters: QueueFilters;
  onFilters: (filters: QueueFilters) => void;
  query: ReturnType<typeof useReviewQueue>;
  /** The server's rows with the ones decided here kept in place. */
  rows: Property[];
  decidedIds: ReadonlySet<string>;
  hrefOf: (row: Property) => string;
  onOpen: (row: Property) => void;
  onEdit: (row: Property) => void;
  onOwner: (row: Property) => void;
  onDecided: (property: Property, decision: Decision) => void;
};

/**
 * The Property menu: the review queue. Submitted listings, oldest first, with filters; J and K
 * move the selection, Enter opens it, A approves it and R rejects it with a reason; after a
 * decision the next waiting listing is selected.
 */
export function ReviewQueue(props: ReviewQueueProps) {
  const { filters, query, rows } = props;
  const { t } = useTranslation('admin');
  const format = useFormat();
  const counts = useCounts();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [rejecting, setRejecting] = useState<Property | null>(null);

  const selected = rows.find((row) => row._id === chosenId) ?? rows[0] ?? null;
  const moveTo = (id: string | null) => {
    if (!id) return;
    setChosenId(id);
    setFocusRequest((count) => count + 1);
  };

  const decision = useDecision((property, outcome) => {
    props.onDecided(property, outcome);
    const decided = rows.map((row) =>
      row._id === property._id ? { ...row, campaignRequest: outcome } : row,
    );
    if (selected?._id === property._id) moveTo(nextWaitingId(decided, property._id));
  });

  /** A and R act on a listing that waits; anything else is said, not silently skipped. */
  const decidable = (row: Property | null): row is Property => {
    if (!row || decision.pending) return false;
    if (row.campaignRequest === 'Submitted') return true;
    toast.error(MSG.notWaitingForReview);
    return false;
  };

  useShortcuts({
    next: () => {
      const id = neighbourId(rows, selected?._id ?? null, 1);
      if (id) moveTo(id);
      else if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    previous: () => moveTo(neighbourId(rows, selected?._id ?? null, -1)),
    open: () => selected && props.onOpen(selected),
    approve: () => {
      if (decidable(selected)) decision.decide(selected, 'Approve');
    },
    reject: () => {
      if (!decidable(selected)) return;
      // The dialog hands focus back to whatever had it when it opened, a tick after it closes:
      // that would be this row, after a decision has already selected the next one. So it
      // opens from no element, and the queue puts focus where the selection is.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      setRejecting(selected);
    },
  });

  const waiting = counts.data?.waitingForReview;
  const total = totalOf(query.data);

  return (
    <>
      <PanelHeader
        tab="property"
        action={
          waiting !== undefined && (
            <p className="inline-flex items-center gap-2 rounded-full bg-accent-50 px-3.5 py-1.5 text-sm font-semibold text-accent-900 ring-1 ring-accent-200">
              <Hourglass className="size-4 text-accent-700" aria-hidden="true" />
              {waitingLabel(t, format.language, waiting)}
            </p>
          )
        }
      />
      <div className="flex flex-col gap-4">
        <QueueFilterBar filters={filters} onChange={props.onFilters} waiting={waiting} />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-1">
          <p className="text-sm text-slate-600" aria-live="polite">
            {total !== null && !query.isPending && (
              <>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {format.number(total)}
                </span>{' '}
                {t('queue.matches', { count: total })}
                {filters.status === 'Submitted' && t('queue.oldestFirst')}
              </>
            )}
          </p>
          <KeyboardHint className="hidden md:flex" />
        </div>

        {decision.conflict && (
          <ConflictAlert
            message={decision.conflict.message}
            title={decision.conflict.property.propertyTitle}
            actionLabel={t('queue.reviewAsNow')}
            onAction={() => {
              const conflicted = decision.conflict?.property;
              decision.clearConflict();
              if (conflicted) props.onOpen(conflicted);
            }}
          />
        )}

        {query.isPending ? (
          <QueueSkeleton />
        ) : query.isError && rows.length === 0 ? (
          <LoadErrorPanel
            title={t('queue.loadError')}
            error={query.error}
            onRetry={query.refetch}
          />
        ) : rows.length === 0 ? (
          <EmptyQueue filters={filters} onClear={() => props.onFilters(DEFAULT_QUEUE_FILTERS)} />
        ) : (
          <>
            <QueueList
              rows={rows}
              selectedId={selected?._id ?? null}
              focusRequest={focusRequest}
              decidedIds={props.decidedIds}
              hrefOf={props.hrefOf}
              onSelect={(row) => setChosenId(row._id)}
              onEdit={props.onEdit}
              onOwner={props.onOwner}
              stale={query.isPlaceholderData}
            />
            <ListEnd query={query} count={rows.length} noun="listings" />
          </>
        )}
      </div>

      {rejecting && (
        <RejectDialog
          key={rejecting._id}
          property={rejecting}
          pending={decision.pending}
          onClose={() => {
            setRejecting(null);
            moveTo(rejecting._id);
          }}
          onReject={(reason) =>
            decision.decide(rejecting, 'Reject', { reason, onSettled: () => setRejecting(null) })
          }
        />
      )}
    </>
  );
}

function EmptyQueue({ filters, onClear }: { filters: QueueFilters; onClear: () => void }) {
  const { t } = useTranslation('admin');
  if (isNarrowed(filters) || filters.status !== 'Submitted') {
    return (
      <StatusPanel
        icon={<Inbox />}
        title={t('queue.noMatchTitle')}
        actions={
          <Button variant="outline" onClick={onClear}>
            {t('queue.showWaiting')}
          </Button>
        }
      >
        {t('queue.noMatchText')}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel icon={<Inbox />} title={t('queue.emptyTitle')}>
      {t('queue.emptyText')}
    </StatusPanel>
  );
}

function QueueSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <LoadingPlaceholder
      label={t('queue.loading')}
      className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <div
          key={index}
          className="flex items-center gap-4 border-b border-slate-100 px-5 py-4 last:border-0"
          aria-hidden="true"
        >
          <div className="flex w-1/3 flex-col gap-2">
            <div className="h-3.5 w-full animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
          </div>
          <div className="hidden h-3.5 w-16 animate-pulse rounded bg-slate-100 sm:block" />
          <div className="h-6 w-20 animate-pulse rounded-full bg-slate-100" />
          <div className="ml-auto h-8 w-20 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ))}
    </LoadingPlaceholder>
  );
}
