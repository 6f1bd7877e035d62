import { useCallback, useEffect, useId, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { TIMINGS } from '@basera/contract';
import homesNarrow from '@/assets/banners/homes-narrow.svg';
import homesWide from '@/assets/banners/homes-wide.svg';
import listFreeNarrow from '@/assets/banners/list-free-narrow.svg';
import listFreeWide from '@/assets/banners/list-free-wide.svg';
import verifiedNarrow from '@/assets/banners/verified-narrow.svg';
import verifiedWide from '@/assets/banners/verified-wide.svg';
import { useMediaQuery } from '@/hooks/use-media-query';
import { tKey } from '@/i18n/keys';
import { cn } from '@/lib/cn';

type Banner = {
  to: string;
  title: `home:${string}`;
  alt: `home:${string}`;
  narrow: string;
  wide: string;
};

const BANNERS: Banner[] = [
  {
    to: '/search',
    title: tKey('home:banner.homesTitle'),
    alt: tKey('home:banner.homesAlt'),
    narrow: homesNarrow,
    wide: homesWide,
  },
  {
    to: '/ownerDashboard',
    title: tKey('home:banner.listFreeTitle'),
    alt: tKey('home:banner.listFreeAlt'),
    narrow: listFreeNarrow,
    wide: listFreeWide,
  },
  {
    to: '/about',
    title: tKey('home:banner.verifiedTitle'),
    alt: tKey('home:banner.verifiedAlt'),
    narrow: verifiedNarrow,
    wide: verifiedWide,
  },
];

/** The wide art suits the full-width carousel of tablets; phones and the desktop column use 4:3. */
const WIDE_MEDIA = '(min-width: 768px) and (max-width: 1023.98px)';

/**
 * The home banner (docs/product.md §2, §4): three slides with arrows and dots, moving on every
 * TIMINGS.bannerMs and wrapping. It stops while hovered or focused, on the pause button, and
 * does not move by itself when the reader prefers reduced motion (WAI-ARIA carousel pattern).
 */
export function BannerCarousel({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 1 : 28 });
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();

  const playing = !userPaused && !reducedMotion;
  const moving = playing && !hovered && !focused;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  // One timer per shown slide: moving by hand restarts the full interval.
  useEffect(() => {
    if (!emblaApi || !moving) return;
    const timer = window.setTimeout(() => emblaApi.scrollNext(), TIMINGS.bannerMs);
    return () => window.clearTimeout(timer);
  }, [emblaApi, moving, selected]);

  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  // The controls sit under the slides, on the dark hero, so they never cover a banner's text.
  const control =
    'flex size-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      className={cn('relative', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/10" ref={emblaRef}>
        <div
          id={slidesId}
          className="flex touch-pan-y"
          aria-live={moving ? 'off' : 'polite'}
          aria-atomic="false"
        >
          {BANNERS.map((banner, index) => (
            <div
              key={banner.to}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slideLabel', {
                number: index + 1,
                total: BANNERS.length,
                title: t(banner.title),
              })}
              inert={index !== selected}
              className="min-w-0 flex-[0_0_100%]"
            >
              <Link to={banner.to} className="block focus-visible:outline-offset-[-4px]">
                <picture>
                  <source media={WIDE_MEDIA} srcSet={banner.wide} width={1600} height={560} />
                  <img
                    src={banner.narrow}
                    alt={t(banner.alt)}
                    width={800}
                    height={600}
                    draggable={false}
                    fetchPriority={index === 0 ? 'high' : 'low'}
                    className="block h-auto w-full select-none"
                  />
                </picture>
              </Link>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-4 flex items-center justify-between gap-3">
        <div className="-ml-2 flex items-center">
          {BANNERS.map((banner, index) => (
            <button
              key={banner.to}
              type="button"
              onClick={() => emblaApi?.scrollTo(index)}
              aria-controls={slidesId}
              aria-label={t('banner.goToSlide', { number: index + 1, title: t(banner.title) })}
              aria-current={index === selected ? 'true' : undefined}
              className="group flex size-9 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  index === selected
                    ? 'w-7 bg-accent-400'
                    : 'w-2 bg-white/45 group-hover:bg-white/80',
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setUserPaused((paused) => !paused)}
              aria-label={userPaused ? t('banner.start') : t('banner.stop')}
              className={control}
            >
              {userPaused ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )}
            </button>
          )}
          <button
            type="button"
            onClick={scrollPrev}
            aria-controls={slidesId}
            aria-label={t('banner.previous')}
            className={control}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={scrollNext}
            aria-controls={slidesId}
            aria-label={t('banner.next')}
            className={control}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
