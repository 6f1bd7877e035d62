import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENGTHS, MSG, reviewSchema, type Review } from '@basera/contract';
import { TextAreaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useTranslateMessage } from '@/i18n/translate-message';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { setServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAddReview } from '../api/add-review';

type ReviewFormProps = {
  propertyId: string;
  userId: string;
  /** The reader's review of this listing, if they wrote one: the form edits it. */
  own: Review | null;
};

/**
 * Add Review, or, once the reader has reviewed the listing, their review to edit: one review
 * per person and listing, and what they send replaces it (docs/product.md §2).
 */
export function ReviewForm({ propertyId, userId, own }: ReviewFormProps) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const addReview = useAddReview();
  /** Why the server refused (too many reviews, one's own listing), kept under the box. */
  const [refused, setRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(reviewSchema, { review: own?.review ?? '' });
  const length = useWatch({ control, name: 'review' })?.length ?? 0;
  const tooLong = length > LENGTHS.review.max;

  const onSubmit = handleSubmit(async ({ review }) => {
    setRefused(null);
    try {
      const answer = await addReview.mutateAsync({ userId, propertyId, review });
      toast.success(answer.msg);
      // A new review: the box empties and the list shows it (and the form then edits it).
      if (!own) reset();
    } catch (error) {
      if (setServerFieldErrors(error, setError, ['review'])) return;
      // docs/product.md §8: a review that fails says 'Something Went Wrong'; the server's
      // reason, when it gave one, stays under the box.
      toast.error(MSG.somethingWentWrong);
      if (error instanceof ApiError && error.status >= 400) setRefused(error.message);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {own && <p className="text-sm text-slate-600">{t('reviews.editHint')}</p>}
      <TextAreaField
        label={t('reviews.yourReview')}
        rows={4}
        placeholder={t('reviews.placeholder')}
        error={errors.review?.message}
        {...register('review')}
      />
      {refused && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {translateMessage(refused)}
        </p>
      )}
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
          {own ? t('reviews.update') : t('reviews.submit')}
        </Button>
      </div>
    </form>
  );
}
