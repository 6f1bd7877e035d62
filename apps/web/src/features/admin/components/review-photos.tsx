import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import type { PropertyImage } from '@basera/contract';
import { cn } from '@/lib/cn';
import { ReviewSection } from './review-section';

/**
 * Every photo, as the owner uploaded it: one large (WebP, the original as fallback; a click
 * opens it full size) and the thumbnails to pick another.
 */
export function ReviewPhotos({ photos, title }: { photos: PropertyImage[]; title: string }) {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(photos.length - 1, 0));
  const current = photos[index];

  return (
    <ReviewSection title={t('photos.title')} aside={t('photos.count', { count: photos.length })}>
      {current ? (
        <>
          <a
            href={`/${current.webp}`}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <picture>
              <source srcSet={`/${current.webp}`} type="image/webp" />
              <img
                src={`/${current.img}`}
                alt={t('photos.alt', { number: index + 1, total: photos.length, title })}
                className="aspect-[16/10] w-full object-cover"
              />
            </picture>
            <span className="sr-only">{t('photos.opensFull')}</span>
          </a>
          {photos.length > 1 && (
            <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6 xl:grid-cols-8">
              {photos.map((photo, position) => (
                <li key={photo.thumb}>
                  <button
                    type="button"
                    onClick={() => setChosen(position)}
                    aria-pressed={position === index}
                    aria-label={t('photos.show', { number: position + 1 })}
                    className={cn(
                      'block w-full overflow-hidden rounded-lg ring-2 ring-offset-1 transition',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      position === index
                        ? 'ring-brand-600'
                        : 'ring-transparent opacity-80 hover:opacity-100',
                    )}
                  >
                    <img
                      src={`/${photo.thumb}`}
                      alt=""
                      loading="lazy"
                      className="aspect-[4/3] w-full bg-slate-100 object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-xl bg-slate-50 text-sm text-slate-500 ring-1 ring-slate-200 ring-inset">
          <ImageOff className="size-6" aria-hidden="true" />
          {t('photos.none')}
        </div>
      )}
    </ReviewSection>
  );
}
