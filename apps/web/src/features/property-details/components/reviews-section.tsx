import { useState } from 'react';
import { LogIn, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MSG, type Review } from '@basera/contract';
import { LoadMore } from '@/components/ui/load-more';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from '@/components/ui/status-panel';
import { errorMessage } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';
import { flattenPages } from '@/lib/paging';
import { toast } from '@/lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { useReviews } from '../api/get-reviews';
import { DeleteReviewDialog } from './delete-review-dialog';
import { ReportReviewDialog } from './report-review-dialog';
import { ReviewForm } from './review-form';
import { ReviewAction, ReviewItem } from './review-item';
import { SectionCard } from './section-card';
import { SignInLink } from './sign-in-link';

type ReviewsSectionProps = {
  propertyId: string;
  readAs: SessionKind | null;
  /** The signed-in user: may review (once), edit and delete their own. Null for the admin. */
  userId: string | null;
  /** Who listed the property: they report reviews instead of writing one. */
  listerId: string;
  /** Signed in as the admin only: deletes any review. */
  adminOnly: boolean;
};

/**
 * Add Review (or the reader's own review to edit) and the Reviews list (docs/product.md §2).
 * One review per person and listing; the lister reports reviews, the admin deletes any
 * (docs/decisions/0029-one-review-per-person.md).
 */
export function ReviewsSection({
  propertyId,
  readAs,
  userId,
  listerId,
  adminOnly,
}: ReviewsSectionProps) {
  const { t } = useTranslation('details');
  const reviews = useReviews(propertyId, readAs);
  const lister = userId !== null && userId === listerId;
  // A signed-in reader's own review comes first in the list (the server puts it there).
  const own = userId
    ? (flattenPages(reviews.data).find((review) => review.userId === userId) ?? null)
    : null;
  const canWrite = userId !== null && !lister && !reviews.isPending;
  return (
    <>
      {canWrite && (
        <SectionCard title={own ? t('reviews.editTitle') : t('reviews.addTitle')} id="add-review">
          <ReviewForm
            // A fresh form for each saved version, so the box holds what is saved.
            key={own ? `${own._id}:${own.updated_at ?? own.created_at}` : 'new'}
            propertyId={propertyId}
            userId={userId}
            own={own}
          />
        </SectionCard>
      )}
      {readAs === null && (
        // Signed out: the way to write one is through sign-in, back to this listing.
        <SectionCard title={t('reviews.addTitle')} id="add-review">
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-[15px] leading-relaxed text-slate-600">{t('reviews.signInHint')}</p>
            <SignInLink
              variant="outline"
              icon={<LogIn className="size-4" aria-hidden="true" />}
              className="w-full shrink-0 sm:w-auto"
            >
              {t('reviews.signInToWrite')}
            </SignInLink>
          </div>
        </SectionCard>
      )}
      <SectionCard title={t('reviews.title')} id="reviews">
        <ReviewList
          propertyId={propertyId}
          reviews={reviews}
          userId={userId}
          lister={lister}
          adminOnly={adminOnly}
        />
      </SectionCard>
    </>
  );
}

function ReviewList({
  propertyId,
  reviews,
  userId,
  lister,
  adminOnly,
}: {
  propertyId: string;
  reviews: ReturnType<typeof useReviews>;
  userId: string | null;
  lister: boolean;
  adminOnly: boolean;
}) {
  const { t } = useTranslation('details');
  const deleteReview = useDeleteReview();
  const [reporting, setReporting] = useState<Review | null>(null);
  const [confirming, setConfirming] = useState<Review | null>(null);

  if (reviews.isPending) return <ReviewSkeleton />;
  if (reviews.isError) {
    return (
      <LoadErrorPanel
        title={t('reviews.loadError')}
        error={reviews.error}
        onRetry={reviews.refetch}
        retrying={reviews.isFetching}
      />
    );
  }

  const list = flattenPages(reviews.data);
  if (list.length === 0) {
    return (
      <StatusPanel icon={<MessageSquareText />} title={t('reviews.none')}>
        {userId && !lister ? t('reviews.beFirst') : t('reviews.willAppear')}
      </StatusPanel>
    );
  }

  const deletingId = deleteReview.isPending ? deleteReview.variables?.reviewId : undefined;

  function remove(review: Review, as: SessionKind) {
    deleteReview.mutate(
      { reviewId: review._id, propertyId, as },
      {
        onSuccess: () => {
          toast.success(MSG.reviewDeleted);
          setConfirming(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  function actionFor(review: Review, own: boolean) {
    const name = `${review.firstName} ${review.lastName}`.trim();
    if (own) {
      return (
        <ReviewAction
          kind="delete"
          title={t('reviews.deleteTitle')}
          busy={deletingId === review._id}
          onClick={() => remove(review, 'user')}
        />
      );
    }
    if (adminOnly) {
      return (
        <ReviewAction
          kind="delete"
          title={t('reviews.deleteAnyTitle', { name })}
          onClick={() => setConfirming(review)}
        />
      );
    }
    if (lister) {
      return (
        <ReviewAction
          kind="report"
          title={t('reviews.reportTitle', { name })}
          onClick={() => setReporting(review)}
        />
      );
    }
    return undefined;
  }

  return (
    <div className="flex flex-col gap-4">
      {lister && <p className="text-sm text-slate-600">{t('reviews.listerHint')}</p>}
      <ul className="flex flex-col divide-y divide-slate-100">
        {list.map((review) => {
          const own = userId !== null && review.userId === userId;
          return (
            <ReviewItem
              key={review._id}
              review={review}
              own={own}
              action={actionFor(review, own)}
            />
          );
        })}
      </ul>
      <LoadMore query={reviews} />
      {lister && <ReportReviewDialog review={reporting} onClose={() => setReporting(null)} />}
      {adminOnly && (
        <DeleteReviewDialog
          review={confirming}
          pending={deleteReview.isPending}
          onConfirm={(review) => remove(review, 'admin')}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

function ReviewSkeleton() {
  const { t } = useTranslation('details');
  return (
    <LoadingPlaceholder label={t('reviews.loading')} className="flex flex-col gap-5">
      {[0, 1].map((row) => (
        <div key={row} className="flex animate-pulse gap-4" aria-hidden="true">
          <div className="size-10 shrink-0 rounded-full bg-slate-200" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <div className="h-3.5 w-40 rounded bg-slate-200" />
            <div className="h-3 w-56 rounded bg-slate-100" />
            <div className="mt-1 h-3 w-full rounded bg-slate-100" />
            <div className="h-3 w-4/5 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </LoadingPlaceholder>
  );
}
