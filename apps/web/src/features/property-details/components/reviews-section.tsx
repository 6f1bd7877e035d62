import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { LogIn, MessageSquareText, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LENGTHS, MSG, reviewSchema, type Review } from '@basera/contract';
import { TextAreaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useFormat } from '@/i18n/use-format';
import { errorMessage } from '@/lib/api-client';
import type { SessionKind } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { flattenPages } from '@/lib/paging';
import { useAddReview } from '../api/add-review';
import { useDeleteReview } from '../api/delete-review';
import { useReviews } from '../api/get-reviews';
import { SectionCard } from './section-card';
import { SignInLink } from './sign-in-link';

type ReviewsSectionProps = {
  propertyId: string;
  readAs: SessionKind | null;
  /** The signed-in user: may add reviews and delete their own. Null for the admin. */
  userId: string | null;
};

/** Add Review and the Reviews list (docs/product.md §2). */
export function ReviewsSection({ propertyId, readAs, userId }: ReviewsSectionProps) {
  const { t } = useTranslation('details');
  return (
    <>
      {userId ? (
        <SectionCard title={t('reviews.addTitle')} id="add-review">
          <AddReviewForm propertyId={propertyId} userId={userId} />
        </SectionCard>
      ) : (
        // Signed out: the way to write one is through sign-in, back to this listing.
        readAs === null && (
          <SectionCard title={t('reviews.addTitle')} id="add-review">
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-[15px] leading-relaxed text-slate-600">
                {t('reviews.signInHint')}
              </p>
              <SignInLink
                variant="outline"
                icon={<LogIn className="size-4" aria-hidden="true" />}
                className="w-full shrink-0 sm:w-auto"
              >
                {t('reviews.signInToWrite')}
              </SignInLink>
            </div>
          </SectionCard>
        )
      )}
      <SectionCard title={t('reviews.title')} id="reviews">
        <ReviewList propertyId={propertyId} readAs={readAs} userId={userId} />
      </SectionCard>
    </>
  );
}

function AddReviewForm({ propertyId, userId }: { propertyId: string; userId: string }) {
  const { t } = useTranslation('details');
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
        label={t('reviews.yourReview')}
        rows={4}
        placeholder={t('reviews.placeholder')}
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
          {t('reviews.counter', { length, max: LENGTHS.review.max })}
          <span className="sr-only">
            {t('reviews.counterRange', { min: LENGTHS.review.min, max: LENGTHS.review.max })}
          </span>
        </p>
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          {t('reviews.submit')}
        </Button>
      </div>
    </form>
  );
}

function ReviewList({ propertyId, readAs, userId }: ReviewsSectionProps) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const reviews = useReviews(propertyId, readAs);
  const deleteReview = useDeleteReview();

  if (reviews.isPending) return <ReviewSkeleton />;
  if (reviews.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-red-50 px-4 py-4 text-sm text-red-800 ring-1 ring-red-100">
        <p>
          {t('reviews.loadError')} <span className="sr-only">{t('reviews.reason')}</span>
          {translateMessage(errorMessage(reviews.error))}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void reviews.refetch()}
          icon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          {t('reviews.tryAgain')}
        </Button>
      </div>
    );
  }

  const list = flattenPages(reviews.data);
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center">
        <MessageSquareText className="size-8 text-slate-400" aria-hidden="true" />
        <p className="font-semibold text-slate-800">{t('reviews.none')}</p>
        <p className="text-sm text-slate-600">
          {userId ? t('reviews.beFirst') : t('reviews.willAppear')}
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
            {t('common:loadMore.button')}
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
  const { t } = useTranslation('details');
  const format = useFormat();
  const name = `${review.firstName} ${review.lastName}`.trim() || t('reviews.anonymous');
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
                  {t('reviews.you')}
                </span>
              )}
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={review.created_at}>{format.reviewTime(review.created_at)}</time>
            </p>
          </div>
          {own && (
            <button
              type="button"
              onClick={onDelete}
              disabled={deleting}
              aria-busy={deleting || undefined}
              title={t('reviews.deleteTitle')}
              className="-mt-1 -mr-2 inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-2 sm:px-2.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:cursor-wait disabled:opacity-60"
            >
              {deleting ? (
                <Spinner className="size-4" label={null} />
              ) : (
                <Trash2 className="size-4" aria-hidden="true" />
              )}
              <span className="sr-only sm:not-sr-only">{t('reviews.delete')}</span>
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
  const { t } = useTranslation('details');
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <span className="sr-only">
        <Spinner label={t('reviews.loading')} />
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
