import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Inbox, MapPin } from 'lucide-react';
import { MSG, PROPERTY_TYPE_LABELS, type Property } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from '@/components/ui/status-panel';
import { ApiError } from '@/lib/api-client';
import { useReviewDetails, type ReviewDetails } from '../api/get-review-details';
import { useDecision, type Decision } from '../hooks/use-decision';
import { useShortcuts } from '../hooks/use-shortcuts';
import { daysAgo } from '../lib/days-ago';
import { neighbourId, nextWaitingId } from '../lib/decided-rows';
import { listingFacts, recordFacts } from '../lib/review-facts';
import { SHORTCUT_KEYS } from '../lib/shortcuts';
import { ConflictAlert } from './conflict-alert';
import { FactList } from './fact-list';
import { KeyboardHint } from './keyboard-hint';
import { RejectDialog } from './reject-dialog';
import { DecisionHistory, OwnerCard, OwnerListings, ReportsNote } from './review-aside';
import { DecisionBar, DecisionCard } from './review-decision';
import { ReviewPhotos } from './review-photos';
import { ReviewSection } from './review-section';

export type ReviewScreenProps = {
  propertyId: string;
  /** The queue as it stands (decided rows included), for J/K and the next listing. */
  rows: Property[];
  /** How many listings the queue holds in all. */
  queueSize: number;
  /** The queue's URL without a listing open. */
  backHref: string;
  onOpen: (propertyId: string) => void;
  onBack: () => void;
  onDecided: (property: Property, decision: Decision) => void;
};

/**
 * One listing under review (?review={id}): its photos, every field, its record, the owner and
 * their other listings, past decisions and open reports; Approve and Reject (with a reason).
 * The decision names the version on screen; after it, the next waiting listing opens.
 */
export function ReviewScreen(props: ReviewScreenProps) {
  const { propertyId, rows } = props;
  const { t } = useTranslation('admin');
  const format = useFormat();
  const details = useReviewDetails(propertyId);
  const [rejecting, setRejecting] = useState(false);
  const decision = useDecision((property, outcome) => {
    props.onDecided(property, outcome);
    const decided = rows.map((row) =>
      row._id === property._id ? { ...row, campaignRequest: outcome } : row,
    );
    const next = nextWaitingId(decided, property._id);
    if (next) props.onOpen(next);
    else props.onBack();
  });

  const property = details.data?.property;
  const waiting = property?.campaignRequest === 'Submitted';
  const previousId = neighbourId(rows, propertyId, -1);
  const nextId = neighbourId(rows, propertyId, 1);

  const approve = () => {
    if (property && waiting && !decision.pending) decision.decide(property, 'Approve');
  };
  const reject = () => {
    if (property && waiting && !decision.pending) setRejecting(true);
  };

  useShortcuts({
    next: () => nextId && props.onOpen(nextId),
    previous: () => previousId && props.onOpen(previousId),
    approve,
    reject,
  });

  const index = rows.findIndex((row) => row._id === propertyId);

  return (
    <div className="flex flex-col gap-4">
      <nav
        aria-label={t('review.queueNav')}
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
      >
        <Link
          to={props.backHref}
          className="inline-flex h-10 items-center gap-1.5 rounded-lg pr-2 text-sm font-semibold text-brand-800 hover:text-brand-950"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('review.back')}
        </Link>
        <div className="flex items-center gap-2">
          {index >= 0 && (
            <span className="text-sm text-slate-600 tabular-nums">
              {t('review.position', {
                index: format.number(index + 1),
                total: format.number(Math.max(props.queueSize, rows.length)),
              })}
            </span>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={!previousId}
            onClick={() => previousId && props.onOpen(previousId)}
            aria-keyshortcuts={SHORTCUT_KEYS.previous}
            aria-label={t('review.previous')}
            icon={<ChevronLeft className="size-4" aria-hidden="true" />}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={!nextId}
            onClick={() => nextId && props.onOpen(nextId)}
            aria-keyshortcuts={SHORTCUT_KEYS.next}
            aria-label={t('review.next')}
            icon={<ChevronRight className="size-4" aria-hidden="true" />}
          />
        </div>
      </nav>
      {/* Wide screens say the keys in the decision card. */}
      <KeyboardHint without={['open']} className="hidden md:flex xl:hidden" />

      {details.isPending ? (
        <ReviewSkeleton />
      ) : details.isError ? (
        details.error instanceof ApiError && details.error.status === 404 ? (
          <StatusPanel icon={<Inbox />} title={t('review.goneTitle')}>
            {t('review.goneText')}
          </StatusPanel>
        ) : (
          <LoadErrorPanel
            title={t('review.loadError')}
            error={details.error}
            onRetry={details.refetch}
          />
        )
      ) : (
        <>
          {decision.conflict && (
            <ConflictAlert
              message={decision.conflict.message}
              actionLabel={
                decision.conflict.message === MSG.listingChanged
                  ? t('review.showNewVersion')
                  : t('review.showAsNow')
              }
              loading={details.isFetching}
              onAction={() => void details.refetch().then(decision.clearConflict)}
            />
          )}
          <ReviewBody
            details={details.data}
            waiting={waiting}
            pending={decision.pending}
            onApprove={approve}
            onReject={reject}
          />
        </>
      )}

      {rejecting && property && (
        <RejectDialog
          key={property._id}
          property={property}
          pending={decision.pending}
          onClose={() => setRejecting(false)}
          onReject={(reason) =>
            decision.decide(property, 'Reject', { reason, onSettled: () => setRejecting(false) })
          }
        />
      )}
    </div>
  );
}

function ReviewBody({
  details,
  waiting,
  pending,
  onApprove,
  onReject,
}: {
  details: ReviewDetails;
  waiting: boolean;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const translateMessage = useTranslateMessage();
  const words = { t, language: format.language, translateMessage };
  const { property } = details;
  const sent = property.submittedAt ?? property.createdAt;
  const decisionProps = { property, waiting, pending, onApprove, onReject };

  return (
    <>
      <header className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
          {t('review.eyebrow', { ago: daysAgo(t, sent) })}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-950 sm:text-3xl">
          {property.propertyTitle}
        </h1>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-[15px] text-slate-600">
          <span>{translateMessage(PROPERTY_TYPE_LABELS[property.propertyType])}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4 text-brand-600" aria-hidden="true" />
            {translateMessage(property.city)}
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('review.version', { version: property.version })}</span>
        </p>
      </header>

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <ReviewPhotos
            key={property.version}
            photos={property.propertyImg}
            title={property.propertyTitle}
          />
          <ReviewSection title={t('review.details')}>
            <FactList facts={listingFacts(property, words)} />
          </ReviewSection>
          <ReviewSection title={t('review.description')}>
            <p className="text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-800">
              {property.desc}
            </p>
          </ReviewSection>
          <ReviewSection
            title={t('review.amenities')}
            aside={property.amenities.length || undefined}
          >
            {property.amenities.length === 0 ? (
              <p className="text-sm text-slate-500">{t('review.noAmenities')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {property.amenities.map((amenity) => (
                  <li
                    key={amenity}
                    className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
                  >
                    {translateMessage(amenity)}
                  </li>
                ))}
              </ul>
            )}
          </ReviewSection>
          <ReviewSection title={t('review.record')}>
            <FactList facts={recordFacts(property, words)} />
          </ReviewSection>
        </div>

        <aside className="flex min-w-0 flex-col gap-4 xl:sticky xl:top-24">
          <div className="hidden xl:block">
            <DecisionCard {...decisionProps} />
          </div>
          <ReportsNote count={details.openReports} />
          <OwnerCard owner={details.owner} />
          <DecisionHistory decisions={details.decisions} />
          <OwnerListings listings={details.ownerListings} />
        </aside>
      </div>

      <div className="sticky bottom-0 z-20 xl:hidden">
        <DecisionBar {...decisionProps} />
      </div>
    </>
  );
}

function ReviewSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <LoadingPlaceholder label={t('review.loading')} className="flex flex-col gap-4">
      <div aria-hidden="true">
        <div className="h-3 w-40 animate-pulse rounded bg-slate-200" />
        <div className="mt-3 h-8 w-72 max-w-full animate-pulse rounded bg-slate-200" />
        <div className="mt-3 h-4 w-52 animate-pulse rounded bg-slate-100" />
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]" aria-hidden="true">
        <div className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5">
          <div className="aspect-[16/10] animate-pulse rounded-xl bg-slate-100" />
          <div className="mt-3 grid grid-cols-4 gap-2">
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className="aspect-[4/3] animate-pulse rounded-lg bg-slate-100" />
            ))}
          </div>
        </div>
        <div className="h-56 rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5" />
      </div>
    </LoadingPlaceholder>
  );
}
