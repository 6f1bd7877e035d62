import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Quote } from 'lucide-react';
import { LENGTHS, MSG, testimonialSchema, type Testimonial } from '@basera/contract';
import { TextAreaField, TextField } from '@/components/form';
import { Dialog } from '@/components/ui/dialog';
import { DialogFooter } from '@/components/ui/dialog-footer';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useAddTestimonial } from '../api/add-testimonial';
import { useUpdateTestimonial } from '../api/update-testimonial';
import { RatingStars } from './rating-stars';

/**
 * Add New Testimonial, or edit one (docs/product.md §5: name 3–25, review 10–400, rating 1–5; errors
 * show as the admin types).
 */
export function TestimonialDialog({
  testimonial,
  onClose,
}: {
  /** The one to edit; absent to add a new one. */
  testimonial?: Testimonial;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const add = useAddTestimonial();
  const update = useUpdateTestimonial();
  const editing = testimonial !== undefined;

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    testimonialSchema,
    testimonial
      ? { name: testimonial.name, review: testimonial.review, rating: testimonial.rating }
      : { name: '', review: '' },
  );
  const rating = useWatch({ control, name: 'rating' });
  const review = useWatch({ control, name: 'review' }) ?? '';
  const shownRating =
    typeof rating === 'number' && Number.isInteger(rating)
      ? Math.min(Math.max(rating, 0), LENGTHS.rating.max)
      : 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (testimonial) {
        await update.mutateAsync({ ...values, _id: testimonial._id });
        toast.success(MSG.testimonialUpdated);
      } else {
        await add.mutateAsync(values);
        toast.success(MSG.testimonialAdded);
      }
      onClose();
    } catch (error) {
      setServerFieldErrors(error, setError, ['name', 'review', 'rating']);
      toast.error(MSG.somethingWentWrong);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title={editing ? t('testimonialForm.editTitle') : t('testimonialForm.addTitle')}
      description={
        editing ? t('testimonialForm.editDescription') : t('testimonialForm.addDescription')
      }
      icon={<Quote className="size-5" aria-hidden="true" />}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('testimonialForm.name')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="flex items-start gap-4">
          <TextField
            label={t('testimonialForm.rating')}
            type="number"
            inputMode="numeric"
            min={LENGTHS.rating.min}
            max={LENGTHS.rating.max}
            step={1}
            hint={t('testimonialForm.ratingHint', {
              min: LENGTHS.rating.min,
              max: LENGTHS.rating.max,
            })}
            containerClassName="w-28 shrink-0 sm:w-40"
            error={errors.rating?.message}
            {...register('rating', { valueAsNumber: true })}
          />
          {/* Level with the input whatever its hint or error: below the label (20 px line and
              the field's 6 px gap), as tall as the input. */}
          <div className="mt-[26px] flex h-11 items-center">
            <RatingStars rating={shownRating} size="md" label={false} />
          </div>
        </div>
        <TextAreaField
          label={t('testimonialForm.review')}
          rows={5}
          error={errors.review?.message}
          hint={t('testimonialForm.reviewHint', {
            length: review.length,
            max: LENGTHS.review.max,
          })}
          {...register('review')}
        />
        <DialogFooter
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          confirmLabel={editing ? t('testimonialForm.update') : t('testimonialForm.add')}
          pending={isSubmitting}
          className="pt-1"
        />
      </form>
    </Dialog>
  );
}
