import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { History, X } from 'lucide-react';
import { PROPERTY_TYPE_LABELS, type PropertyPreview } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { api, ApiError, segment } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { isPriced } from '@/lib/listing-fields';
import { PROPERTY_TYPE_TAG_CLASSES } from '@/lib/property-type-style';
import {
  clearRecentlyViewed,
  recentlyViewedSnapshot,
  refreshViewed,
  subscribeRecentlyViewed,
  type ViewedListing,
} from '@/lib/recently-viewed';

const noneOnServer = (): ViewedListing[] => [];

/**
 * Once per visit to home, the kept listings are read again from their public previews (GET
 * /api/propertyPreview/{id}, cached by the server): a changed title, price or photo is taken,
 * and a listing that answers 404 (deleted, or no longer public) is dropped. Any other failure
 * (offline) keeps what is stored.
 */
function useRefreshedOnce(list: ViewedListing[]) {
  const ids = list.map((entry) => entry._id).join(',');
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    const asked = ids.split(',');
    void Promise.allSettled(
      asked.map((id) =>
        api.get<PropertyPreview>(`/api/propertyPreview/${segment(id)}`, {
          signal: controller.signal,
        }),
      ),
    ).then((answers) => {
      if (controller.signal.aborted) return;
      const fresh: ViewedListing[] = [];
      const gone: string[] = [];
      answers.forEach((answer, index) => {
        if (answer.status === 'fulfilled') {
          const p = answer.value;
          fresh.push({
            _id: p._id,
            propertyTitle: p.propertyTitle,
            propertyType: p.propertyType,
            city: p.city,
            price: p.price ?? null,
            rent: p.rent ?? null,
            thumb: p.photo?.thumb ?? null,
          });
        } else if (answer.reason instanceof ApiError && answer.reason.status === 404) {
          gone.push(asked[index]!);
        }
      });
      refreshViewed(fresh, gone);
    });
    return () => controller.abort();
    // Once per mount: the refresh itself rewrites the list, which must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * Home's 'Recently viewed' (docs/product.md §2): the listings this browser opened, newest first,
 * up to six, kept on the device only (lib/recently-viewed.ts). Loaded lazily by home once there
 * is something to show, so a first visit does not fetch its code.
 */
export default function RecentlyViewed() {
  const { t } = useTranslation('home');
  const list = useSyncExternalStore(subscribeRecentlyViewed, recentlyViewedSnapshot, noneOnServer);
  useRefreshedOnce(list);
  if (list.length === 0) return null;

  return (
    <section className="container-page pt-10 sm:pt-12" aria-labelledby="recently-viewed-heading">
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="recently-viewed-heading"
            className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-950 sm:text-2xl"
          >
            <History className="size-5 shrink-0 text-brand-700 sm:size-6" aria-hidden="true" />
            {t('recentlyViewed.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('recentlyViewed.lead')}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={clearRecentlyViewed}
          aria-label={t('recentlyViewed.clearLabel')}
          icon={<X className="size-4" aria-hidden="true" />}
          className="shrink-0"
        >
          {t('recentlyViewed.clear')}
        </Button>
      </div>
      <ul
        className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6"
        aria-label={t('recentlyViewed.listLabel', { count: list.length })}
      >
        {list.map((listing) => (
          <li key={listing._id} className="min-w-0">
            <ViewedCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A small card: photo, type, title, city and price; the whole card is one link. */
function ViewedCard({ listing }: { listing: ViewedListing }) {
  const { t } = useTranslation('home');
  const translateMessage = useTranslateMessage();
  const format = useFormat();
  const priced = isPriced(listing.propertyType);
  const amount = priced ? listing.price : listing.rent;
  const titleId = `viewed-${listing._id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5 transition focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:ring-brand-300 motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        {listing.thumb ? (
          <img
            src={`/${listing.thumb}`}
            alt=""
            width={480}
            height={320}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="size-full bg-gradient-to-br from-brand-50 to-slate-100" />
        )}
        <span
          className={cn(
            'absolute top-2 left-2 rounded-full px-2 py-0.5 text-[11px] font-bold shadow-sm',
            PROPERTY_TYPE_TAG_CLASSES[listing.propertyType],
          )}
        >
          {translateMessage(PROPERTY_TYPE_LABELS[listing.propertyType])}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3">
        <h3 id={titleId} className="line-clamp-2 text-sm leading-snug font-semibold text-slate-950">
          <Link
            to={`/propertyDetails/user/${encodeURIComponent(listing._id)}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {listing.propertyTitle}
          </Link>
        </h3>
        <p className="mt-1 truncate text-xs text-slate-600">{translateMessage(listing.city)}</p>
        <p className="mt-auto pt-2 text-base font-bold tracking-tight text-brand-800">
          {amount == null ? '—' : priced ? format.rupeesShort(amount) : format.rupees(amount)}
          {!priced && amount != null && (
            <span className="text-xs font-medium text-slate-500">{t('common:card.perMonth')}</span>
          )}
        </p>
      </div>
    </article>
  );
}
