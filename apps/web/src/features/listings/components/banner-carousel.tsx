import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { SEARCH_CITIES, TIMINGS } from '@basera/contract';
import { Highlighted } from '@/components/highlighted';
import { useMediaQuery } from '@/hooks/use-media-query';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';
import { useEmblaOnDemand } from '../hooks/use-embla-on-demand';
import { HomesArt } from './banner-art/homes-art';
import { ListFreeArt } from './banner-art/list-free-art';
import { VerifiedArt } from './banner-art/verified-art';

/** The art sits under the words on phones and in the desktop column, beside them on tablets. */
const ART = 'relative mt-auto block w-full md:mt-0 md:self-end lg:mt-auto lg:self-auto';

type Slide = {
  to: string;
  /** Names the slide for the dots and for screen readers. */
  title: `home:${string}`;
  /** The slide's look: background, and the colours of its kicker, heading, accent and text. */
  tone: { background: string; kicker: string; heading: string; accent: string; text: string };
  decoration: ReactNode;
  kicker: (t: Translate, cities: string) => string;
  /** The heading, with `{{accent}}` where its picked-out phrase goes, and that phrase. */
  heading: `home:${string}`;
  accent: `home:${string}`;
  text: `home:${string}`;
  art: (t: Translate) => ReactNode;
};

type Translate = (key: `home:${string}`) => string;

const SLIDES: Slide[] = [
  {
    to: '/search',
    title: tKey('home:banner.homesTitle'),
    tone: {
      background: 'bg-gradient-to-br from-brand-900 to-brand-700',
      kicker: 'text-accent-200',
      heading: 'text-white',
      accent: 'text-accent-300',
      text: 'text-brand-100',
    },
    decoration: (
      <>
        <div className="absolute inset-0 bg-dots" />
        <div className="absolute -top-[31%] -right-[22%] aspect-square w-[55%] rounded-full bg-brand-500/35 md:w-[30%] lg:w-[55%]" />
      </>
    ),
    kicker: (_t, cities) => cities,
    heading: tKey('home:banner.homesHeading'),
    accent: tKey('home:banner.homesAccent'),
    text: tKey('home:banner.homesText'),
    art: () => <HomesArt className={ART} />,
  },
  {
    to: '/ownerDashboard',
    title: tKey('home:banner.listFreeTitle'),
    tone: {
      background: 'bg-gradient-to-br from-accent-100 to-accent-300',
      kicker: 'text-accent-800',
      heading: 'text-brand-900',
      accent: 'text-accent-700',
      text: 'text-brand-800',
    },
    decoration: (
      <div className="absolute -right-[4%] -bottom-[65%] aspect-square w-[58%] rounded-full bg-white/35 md:w-[32%] lg:w-[58%]" />
    ),
    kicker: (t) => t('home:banner.listFreeKicker'),
    heading: tKey('home:banner.listFreeHeading'),
    accent: tKey('home:banner.listFreeAccent'),
    text: tKey('home:banner.listFreeText'),
    art: (t) => (
      <ListFreeArt
        className={ART}
        price={t('home:banner.listFreePrice')}
        caption={t('home:banner.listFreeCaption')}
      />
    ),
  },
  {
    to: '/about',
    title: tKey('home:banner.verifiedTitle'),
    tone: {
      background: 'bg-gradient-to-br from-white to-brand-100',
      kicker: 'text-brand-600',
      heading: 'text-brand-950',
      accent: 'text-brand-600',
      text: 'text-slate-700',
    },
    decoration: <div className="absolute inset-0 bg-grid-lines" />,
    kicker: (t) => t('home:banner.verifiedKicker'),
    heading: tKey('home:banner.verifiedHeading'),
    accent: tKey('home:banner.verifiedAccent'),
    text: tKey('home:banner.verifiedText'),
    art: (t) => <VerifiedArt className={ART} stamp={t('home:banner.verifiedStamp')} />,
  },
];

/**
 * The home banner (docs/product.md §2, §4): three slides with arrows and dots, moving on every
 * TIMINGS.bannerMs and wrapping. It stops while hovered or focused, on the pause button, and
 * does not move by itself when the reader prefers reduced motion (WAI-ARIA carousel pattern).
 * The slides are words and drawings, not pictures of words: they read in the reader's language
 * and show with the page's first paint. The carousel library comes when a slide first moves.
 */
export function BannerCarousel({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  const translateMessage = useTranslateMessage();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { viewportRef, carousel, run, prepare } = useEmblaOnDemand({
    loop: true,
    duration: reducedMotion ? 1 : 28,
  });
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const slidesId = useId();
  const cities = SEARCH_CITIES.map((city) => translateMessage(city)).join(' · ');

  const playing = !userPaused && !reducedMotion;
  const moving = playing && !hovered && !focused;

  useEffect(() => {
    if (!carousel) return;
    const onSelect = () => setSelected(carousel.selectedScrollSnap());
    onSelect();
    carousel.on('select', onSelect).on('reInit', onSelect);
    return () => {
      carousel.off('select', onSelect).off('reInit', onSelect);
    };
  }, [carousel]);

  // One timer per shown slide: moving by hand restarts the full interval.
  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => run((c) => c.scrollNext()), TIMINGS.bannerMs);
    return () => window.clearTimeout(timer);
  }, [run, moving, selected]);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  // The controls sit under the slides, on the dark hero, so they never cover a banner's text.
  const control =
    'flex size-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300';
  const translate: Translate = (key) => t(key);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      className={cn('relative', className)}
      onMouseEnter={() => {
        setHovered(true);
        prepare();
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerDown={prepare}
    >
      <div
        className="overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/10"
        ref={viewportRef}
      >
        <div
          id={slidesId}
          className="flex touch-pan-y"
          aria-live={moving ? 'off' : 'polite'}
          aria-atomic="false"
        >
          {SLIDES.map((slide, index) => (
            <div
              key={slide.to}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slideLabel', {
                number: index + 1,
                total: SLIDES.length,
                title: t(slide.title),
              })}
              inert={index !== selected}
              className="min-w-0 flex-[0_0_100%]"
            >
              <Link
                to={slide.to}
                draggable={false}
                className={cn(
                  // At least the shape of the drawings; longer words (Hindi) make it taller.
                  'relative flex aspect-[4/3] h-full flex-col overflow-hidden select-none @container focus-visible:outline-offset-[-4px] md:grid md:aspect-[20/7] md:grid-cols-2 lg:flex lg:aspect-[4/3]',
                  slide.tone.background,
                )}
              >
                {slide.decoration}
                <span className="relative block px-[6cqw] pt-[6cqw] md:self-center md:px-[4cqw] md:py-[3cqw] lg:self-auto lg:px-[6cqw] lg:pt-[6cqw] lg:pb-0">
                  <span
                    className={cn(
                      'block text-[2.75cqw] font-bold tracking-[0.14em] uppercase md:text-[1.5cqw] lg:text-[2.75cqw]',
                      slide.tone.kicker,
                    )}
                  >
                    {slide.kicker(translate, cities)}
                  </span>
                  <span
                    className={cn(
                      'mt-[2cqw] block text-[7cqw] leading-[1.12] font-extrabold tracking-tight md:mt-[1.5cqw] md:text-[3.8cqw] lg:mt-[2cqw] lg:text-[7cqw]',
                      slide.tone.heading,
                    )}
                  >
                    <Highlighted
                      text={t(slide.heading, { accent: t(slide.accent) })}
                      phrase={t(slide.accent)}
                      className={slide.tone.accent}
                    />
                  </span>
                  <span
                    className={cn(
                      'mt-[2cqw] block text-[3.5cqw] font-medium md:mt-[1.5cqw] md:text-[1.9cqw] lg:mt-[2cqw] lg:text-[3.5cqw]',
                      slide.tone.text,
                    )}
                  >
                    {t(slide.text)}
                  </span>
                </span>
                {slide.art(translate)}
              </Link>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-4 flex items-center justify-between gap-3">
        <div className="-ml-2 flex items-center">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.to}
              type="button"
              onClick={() => run((c) => c.scrollTo(index))}
              aria-controls={slidesId}
              aria-label={t('banner.goToSlide', { number: index + 1, title: t(slide.title) })}
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
            onClick={() => run((c) => c.scrollPrev())}
            aria-controls={slidesId}
            aria-label={t('banner.previous')}
            className={control}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => run((c) => c.scrollNext())}
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
