import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImageOff, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PropertyImage } from '@basera/contract';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';

/** The size the server renders full photos at (3:2); the box keeps it before they load. */
const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 800;
const THUMB_WIDTH = 120;
const THUMB_HEIGHT = 80;

type PropertyGalleryProps = { images: readonly PropertyImage[]; title: string };

/**
 * The listing's photos: full-size WebP slides that wrap at both ends (docs/product.md §2), previous and
 * next buttons, a counter, a strip of thumbnails, swipe on touch and the arrow keys.
 */
export function PropertyGallery({ images, title }: PropertyGalleryProps) {
  if (images.length === 0) return <NoPhotos />;
  return <Carousel images={images} title={title} />;
}

function Carousel({ images, title }: PropertyGalleryProps) {
  const { t } = useTranslation('details');
  const count = images.length;
  const several = count > 1;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewportRef, embla] = useEmblaCarousel({ loop: several, duration: 24 });
  const [selected, setSelected] = useState(0);
  const thumbsRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // Keep the current thumbnail in sight without scrolling the page itself.
  useEffect(() => {
    const strip = thumbsRef.current;
    const thumb = strip?.children[selected] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    strip.scrollTo({
      left: thumb.offsetLeft - (strip.clientWidth - thumb.clientWidth) / 2,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  }, [selected, reducedMotion]);

  // Embla drops the loop when the slides cannot fill it (two photos): wrap by hand then.
  function previous() {
    if (!embla) return;
    if (embla.canScrollPrev()) embla.scrollPrev(reducedMotion);
    else embla.scrollTo(count - 1, reducedMotion);
  }
  function next() {
    if (!embla) return;
    if (embla.canScrollNext()) embla.scrollNext(reducedMotion);
    else embla.scrollTo(0, reducedMotion);
  }
  function show(index: number) {
    embla?.scrollTo(index, reducedMotion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!several) return;
    const actions: Record<string, (() => void) | undefined> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => show(0),
      End: () => show(count - 1),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  /** Photos beside the current one load now, the rest when they are reached. */
  const isNear = (index: number) => {
    const distance = Math.abs(index - selected);
    return Math.min(distance, count - distance) <= 1;
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('gallery.label', { title })}
      className="flex flex-col gap-3"
    >
      <div
        // Focusable so that the arrow keys move through the photos.
        tabIndex={several ? 0 : undefined}
        onKeyDown={onKeyDown}
        className="group relative overflow-hidden rounded-2xl bg-slate-900 shadow-card ring-1 ring-slate-900/5 focus-visible:outline-3 focus-visible:outline-offset-3"
      >
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y touch-pinch-zoom">
            {images.map((image, index) => (
              <div
                key={image.webp}
                role="group"
                aria-roledescription="slide"
                aria-label={t('gallery.slide', { number: index + 1, count })}
                aria-hidden={index === selected ? undefined : true}
                className="relative aspect-[3/2] min-w-0 shrink-0 grow-0 basis-full"
              >
                <img
                  src={`/${image.webp}`}
                  alt={several ? t('gallery.alt', { title, number: index + 1, count }) : title}
                  width={PHOTO_WIDTH}
                  height={PHOTO_HEIGHT}
                  loading={isNear(index) ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  className="size-full object-cover select-none"
                />
              </div>
            ))}
          </div>
        </div>

        {several && (
          <>
            <GalleryButton label={t('gallery.previous')} onClick={previous} side="left">
              <ChevronLeft className="size-5" aria-hidden="true" />
            </GalleryButton>
            <GalleryButton label={t('gallery.next')} onClick={next} side="right">
              <ChevronRight className="size-5" aria-hidden="true" />
            </GalleryButton>
          </>
        )}
        <p
          aria-live="polite"
          aria-atomic="true"
          className="pointer-events-none absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums backdrop-blur-sm"
        >
          <Images className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('gallery.photo')}</span>
          {selected + 1} / {count}
        </p>
      </div>

      {several && (
        <ol
          ref={thumbsRef}
          aria-label={t('gallery.choose')}
          className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:thin]"
        >
          {images.map((image, index) => (
            <li key={image.thumb} className="shrink-0 snap-start">
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={t('gallery.show', { number: index + 1, count })}
                aria-current={index === selected ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2 ring-offset-2 ring-offset-slate-50 transition',
                  index === selected
                    ? 'ring-brand-600'
                    : 'opacity-70 ring-transparent hover:opacity-100',
                )}
              >
                <img
                  src={`/${image.thumb}`}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-21 object-cover sm:h-16 sm:w-24"
                />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function GalleryButton({
  label,
  onClick,
  side,
  children,
}: {
  label: string;
  onClick: () => void;
  side: 'left' | 'right';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 backdrop-blur transition hover:bg-white sm:size-11',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      {children}
    </button>
  );
}

/** A listing without photos yet (an owner's draft, or photos being replaced). */
function NoPhotos() {
  const { t } = useTranslation('details');
  return (
    <div
      role="img"
      aria-label={t('gallery.none')}
      className="flex aspect-[3/2] flex-col items-center justify-center gap-3 rounded-2xl lg:aspect-[2/1] bg-gradient-to-br from-brand-50 to-slate-100 text-brand-700 ring-1 ring-slate-900/5"
    >
      <ImageOff className="size-10" aria-hidden="true" />
      <p className="text-sm font-semibold text-brand-800">{t('gallery.none')}</p>
    </div>
  );
}
