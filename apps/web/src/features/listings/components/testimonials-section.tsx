import { useEffect } from 'react';
import { Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LENGTHS, type Testimonial } from '@basera/contract';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { flattenPages } from '@/lib/paging';
import { useTestimonials } from '../api/list-testimonials';

/**
 * What people say (docs/product.md §2): 3 testimonials, LOAD MORE adds 3. A failed read is only logged
 * and the spinner stays (docs/product.md §8).
 */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const query = useTestimonials();
  const testimonials = flattenPages(query.data);

  useEffect(() => {
    if (query.error) console.warn('Could not load testimonials', query.error);
  }, [query.error]);

  const loaded = query.status === 'success';
  if (loaded && testimonials.length === 0) return null;

  return (
    <section className="py-14 sm:py-16" aria-labelledby="testimonials-heading">
      <div className="container-page">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
              {t('testimonials.eyebrow')}
            </p>
            <h2
              id="testimonials-heading"
              className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
            >
              {t('testimonials.title')}
            </h2>
          </div>
          <p className="max-w-md text-[15px] text-slate-600">{t('testimonials.lead')}</p>
        </div>

        {loaded ? (
          <>
            <ul className="mt-8 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((testimonial) => (
                <li key={testimonial._id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
            <LoadMore query={query} label={t('testimonials.loadMore')} className="mt-10" />
          </>
        ) : (
          <div className="flex min-h-48 items-center justify-center text-brand-600">
            <Spinner className="size-8" label={t('testimonials.loading')} />
          </div>
        )}
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const initials = testimonial.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <figure className="relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-900/5">
      <Quote
        className="absolute top-5 right-5 size-8 fill-brand-100 text-brand-100"
        aria-hidden="true"
      />
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-700">
        {testimonial.review}
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          aria-hidden="true"
        >
          {initials}
        </span>
        <span className="min-w-0 truncate font-semibold text-slate-950">{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  const max = LENGTHS.rating.max;
  const value = Math.max(LENGTHS.rating.min, Math.min(max, Math.round(rating)));
  return (
    <div role="img" aria-label={t('testimonials.rated', { value, max })} className="flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn(
            'size-5',
            index < value ? 'fill-accent-400 text-accent-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </div>
  );
}
