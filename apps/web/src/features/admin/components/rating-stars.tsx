import { Star } from 'lucide-react';
import { LENGTHS } from '@basera/contract';
import { cn } from '@/lib/cn';
import { useTranslation } from 'react-i18next';

const STARS = Array.from({ length: LENGTHS.rating.max }, (_, index) => index + 1);

/** A rating as filled stars; the text alternative says it in words. */
export function RatingStars({
  rating,
  size = 'sm',
  label = true,
}: {
  rating: number;
  size?: 'sm' | 'md';
  /** False when the number is already shown beside the stars. */
  label?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <span
      className="inline-flex items-center gap-0.5"
      {...(label
        ? { role: 'img', 'aria-label': t('rating.label', { rating, max: LENGTHS.rating.max }) }
        : { 'aria-hidden': true })}
    >
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            size === 'sm' ? 'size-4' : 'size-5',
            star <= rating ? 'fill-accent-400 text-accent-500' : 'fill-slate-100 text-slate-300',
          )}
        />
      ))}
    </span>
  );
}
