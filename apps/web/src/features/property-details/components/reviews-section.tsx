import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MessageSquareText, RotateCw, Trash2 } from 'lucide-react';
import { LENGTHS, MSG, formatReviewTime, reviewSchema, type Review } from '@basera/contract';
import { TextAreaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { errorMessage } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { flattenPages } from '@/lib/paging';
import { useAddReview } from '../api/add-review';
import { useDeleteReview } from '../api/delete-review';
import { useReviews } from '../api/get-reviews';
import { SectionCard } from './section-card';

type ReviewsSectionProps = {
  propertyId: string;
  readAs: SessionKind | null;
  /** The signed-in user: may add reviews and delete their own. Null for the admin. */
  userId: string | null;
};

/** Add Review and the Reviews list (docs/product.md §2). */
export function ReviewsSection({ propertyId, readAs, userId }: ReviewsSectionProps) {
  return (
    <>
      {userId && (
        <SectionCard title="Add Review" id="add-review">
          <AddReviewForm propertyId={propertyId} userId={userId} />
        </SectionCard>
      )}
      <SectionCard title="Reviews" id="reviews">
        <ReviewList propertyId={propertyId} readAs={readAs} userId={userId} />
      </SectionCard>
    </>
  );
}

function AddReviewForm({ propertyId, userId }: { propertyId: string; userId: string }) {
  const addReview = useAddReview();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(reviewSchema, { review: '' });
  const length = useWatch({ control, name: 'review' })?.length ?? 0;
  const tooLong = length > LENGTHS.review.max;

  const onSubmit = handleSubmit(async ({ review }) => {
    try {
      await addReview.mutateAsync({ userId, propertyId, review });
      toast.success(MSG.reviewAdded);
      reset();
    } catch {
      toast.error(MSG.somethingWentWrong);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        label="Your review"
        rows={4}
        placeholder="How was your visit? Tell others about the location, the upkeep and the people."
        error={errors.review?.message}
        {...register('review')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={cn(
            'text-xs tabular-nums',
            tooLong ? 'font-semibold text-red-700' : 'text-slate-500',
          )}
        >
          {length} / {LENGTHS.review.max} characters
          <span className="sr-only">
            {' '}
            (between {LENGTHS.review.min} and {LENGTHS.review.max})
          </span>
        </p>
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          Add Review
        </Button>
      </div>
    </form>
  );
}

function ReviewList({ propertyId, readAs, userId }: ReviewsSectionProps) {
  const reviews = useReviews(propertyId, readAs);
  const deleteReview = useDeleteReview();

  if (reviews.isPending) return <ReviewSkeleton />;
  if (reviews.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-red-50 px-4 py-4 text-sm text-red-800 ring-1 ring-red-100">
        <p>
          We could not load the reviews. <span className="sr-only">Reason: </span>
          {errorMessage(reviews.error)}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void reviews.refetch()}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          Try again
        </Button>
      </div>
    );
  }

  const list = flattenPages(reviews.data);
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
        <MessageSquareText className="size-8 text-slate-400" aria-hidden="true" />
        <p className="font-semibold text-slate-800">No reviews yet</p>
        <p className="text-sm text-slate-600">
          {userId
            ? 'Be the first to share your experience of this property.'
            : 'Reviews from visitors will appear here.'}
        </p>
      </div>
    );
  }

  const deletingId = deleteReview.isPending ? deleteReview.variables?.reviewId : undefined;

  function remove(review: Review) {
    deleteReview.mutate(
      { reviewId: review._id, propertyId },
      {
        onSuccess: () => toast.success(MSG.reviewDeleted),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-slate-100">
        {list.map((review) => (
          <ReviewItem
            key={review._id}
            review={review}
            own={Boolean(userId) && review.userId === userId}
            deleting={deletingId === review._id}
            onDelete={() => remove(review)}
          />
        ))}
      </ul>
      {reviews.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void reviews.fetchNextPage()}
            loading={reviews.isFetchingNextPage}
            className="min-w-40"
          >
            LOAD MORE
          </Button>
        </div>
      )}
    </div>
  );
}

function ReviewItem({
  review,
  own,
  deleting,
  onDelete,
}: {
  review: Review;
  own: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  const name = `${review.firstName} ${review.lastName}`.trim() || 'Basera user';
  const initials = `${review.firstName.charAt(0)}${review.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <div
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          own ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800',
        )}
        aria-hidden="true"
      >
        {initials}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-slate-900">
              {name}
              {own && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-800">
                  You
                </span>
              )}
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={review.created_at}>{formatReviewTime(review.created_at)}</time>
            </p>
          </div>
          {own && (
            <button
              type="button"
              onClick={onDelete}
              disabled={deleting}
              aria-busy={deleting || undefined}
              title="Delete your review"
              className="-mt-1 -mr-2 inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 sm:px-2.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:cursor-wait disabled:opacity-60"
            >
              {deleting ? (
                <Spinner className="size-4" label={null} />
              ) : (
                <Trash2 className="size-4" aria-hidden="true" />
              )}
              <span className="sr-only sm:not-sr-only">Delete</span>
            </button>
          )}
        </div>
        <p className="mt-2 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-700">
          {review.review}
        </p>
      </div>
    </li>
  );
}

function ReviewSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only">
        <Spinner label="Loading reviews" />
      </span>
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
    </div>
  );
}
