import { Link } from 'react-router';
import { ArrowRight, BedDouble, Clock, Home, MapPin, Ruler, Sofa, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPE_LABELS, type Property } from '@basera/contract';
import { UpdatedLabel } from '@/components/updated-label';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';
import { isPriced, propertyKind } from '@/lib/listing-fields';
import { PROPERTY_TYPE_TAG_CLASSES } from '@/lib/property-type-style';
import { CardSaveButton } from './card-save-button';

export type PropertyCardProps = {
  property: Property;
  /** Which header the details page shows: /propertyDetails/{detailsRoute}/{id}. */
  detailsRoute?: 'user' | 'admin' | 'owner';
  /**
   * The photo is likely the largest thing on the first screen (the first card of a search):
   * fetched at once and first, not when the browser gets round to lazy images.
   */
  priority?: boolean;
  /**
   * 'column' (default): photo above, for grids. 'row': photo beside the text and no key facts,
   * short enough to sit over a map without hiding it.
   */
  layout?: 'column' | 'row';
  className?: string;
};

const IMG_WIDTH = 480;
const IMG_HEIGHT = 320;

/**
 * One listing in a grid: photo, type, title, where, how fresh, key facts, price and a link to its
 * details.
 * The grid decides the columns (1 on phones, 2 on tablets, 3 on desktops).
 */
export function PropertyCard({
  property,
  detailsRoute = 'user',
  priority = false,
  layout = 'column',
  className,
}: PropertyCardProps) {
  const row = layout === 'row';
  const thumb = property.propertyImg[0]?.thumb;
  const href = `/propertyDetails/${detailsRoute}/${encodeURIComponent(property._id)}`;
  const titleId = `property-${property._id}-title`;
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative flex h-full overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5 transition hover:-translate-y-0.5 hover:ring-brand-300 motion-reduce:hover:translate-y-0',
        row ? 'flex-row' : 'flex-col',
        className,
      )}
    >
      <div
        className={cn(
          'relative overflow-hidden bg-slate-100',
          row ? 'w-28 shrink-0 min-[400px]:w-36' : 'aspect-[3/2]',
        )}
      >
        {thumb ? (
          <img
            src={`/${thumb}`}
            alt={property.propertyTitle}
            width={IMG_WIDTH}
            height={IMG_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        ) : (
          <NoPhoto />
        )}
        <span
          className={cn(
            'absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-bold shadow-sm',
            PROPERTY_TYPE_TAG_CLASSES[property.propertyType],
          )}
        >
          {translateMessage(PROPERTY_TYPE_LABELS[property.propertyType])}
        </span>
        {detailsRoute === 'user' && !row && (
          <CardSaveButton propertyId={property._id} className="absolute top-2.5 right-2.5" />
        )}
        {property.hiddenBecause && (
          // Only a saved listing can be out of search and still on a card: say so on the photo.
          <span className="absolute right-3 bottom-3 rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
            {property.hiddenBecause === 'unavailable'
              ? t('card.noLongerAvailable')
              : t('card.notInSearch')}
          </span>
        )}
      </div>

      <div className={cn('flex min-w-0 flex-1 flex-col', row ? 'p-3 pr-11' : 'p-4 sm:p-5')}>
        <h3
          id={titleId}
          className={cn(
            'line-clamp-2 leading-snug font-semibold text-slate-950',
            row ? 'text-base' : 'text-lg',
          )}
        >
          {property.propertyTitle}
        </h3>
        <p className="mt-1.5 flex min-w-0 items-start gap-1.5 text-sm text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="min-w-0 truncate">
            <span className="font-semibold text-slate-800">{translateMessage(property.city)}</span>
            {property.address && <span> · {property.address}</span>}
          </span>
        </p>
        {property.lastConfirmedAt && (
          <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-slate-500">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            <UpdatedLabel lastConfirmedAt={property.lastConfirmedAt} />
          </p>
        )}

        {row ? <div className="mb-3" /> : <KeyFacts property={property} />}

        <div
          className={cn(
            'mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100',
            row ? 'pt-2' : 'pt-4',
          )}
        >
          <PriceLine property={property} />
          <Link
            to={href}
            className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl bg-brand-700 px-3.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('card.viewDetails')}
            <ArrowRight className="size-4" aria-hidden="true" />
            <span className="sr-only">: {property.propertyTitle}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

function KeyFacts({ property }: { property: Property }) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const format = useFormat();
  const facts: { icon: typeof Ruler; label: string; text: string }[] = [];
  if (property.bhk) facts.push({ icon: BedDouble, label: t('card.rooms'), text: property.bhk });
  if (property.sharing)
    facts.push({
      icon: Users,
      label: t('card.sharing'),
      text: t('card.sharingValue', { sharing: translateMessage(property.sharing) }),
    });
  // For commercial space the kind (Shop, Office Space, …) says the most.
  const kind = propertyKind(property);
  if (property.propertyType === 'commercial' && kind)
    facts.push({ icon: Home, label: t('card.kind'), text: translateMessage(kind) });
  if (property.area)
    facts.push({
      icon: Ruler,
      label: t('card.area'),
      text: t('card.areaValue', { area: format.number(property.area) }),
    });
  if (property.propertyCondition)
    facts.push({
      icon: Sofa,
      label: t('card.furnishing'),
      text: translateMessage(property.propertyCondition),
    });

  if (facts.length === 0) return <div className="mb-4" />;
  return (
    <ul className="mt-3 mb-4 flex flex-wrap gap-1.5" aria-label={t('card.keyFacts')}>
      {facts.map(({ icon: Icon, label, text }) => (
        <li
          key={label}
          className="inline-flex items-center gap-1.5 rounded-lg bg-slate-50 px-2 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
        >
          <Icon className="size-3.5 text-slate-500" aria-hidden="true" />
          <span className="sr-only">{label}: </span>
          {text}
        </li>
      ))}
    </ul>
  );
}

function PriceLine({ property }: { property: Property }) {
  const { t } = useTranslation();
  const format = useFormat();
  // Sell and plot show a price; the other types rent per month plus deposit (docs/product.md §9).
  if (isPriced(property.propertyType)) {
    return (
      <dl className="min-w-0">
        <dt className="text-xs font-medium text-slate-500">{t('card.price')}</dt>
        <dd className="text-xl font-bold tracking-tight text-brand-800">
          {property.price != null ? format.rupeesShort(property.price) : '—'}
        </dd>
      </dl>
    );
  }
  // display:contents keeps each dt/dd pair in its div while the grid lines up both rows.
  return (
    <dl className="grid min-w-0 grid-flow-col grid-rows-[auto_auto] items-baseline gap-x-4">
      <div className="contents">
        <dt className="text-xs font-medium text-slate-500">{t('card.rent')}</dt>
        <dd className="text-xl font-bold tracking-tight text-brand-800">
          {property.rent != null ? format.rupees(property.rent) : '—'}
          <span className="text-xs font-medium text-slate-500">{t('card.perMonth')}</span>
        </dd>
      </div>
      <div className="contents">
        <dt className="text-xs font-medium text-slate-500">{t('card.deposit')}</dt>
        <dd className="text-sm font-semibold text-slate-700">
          {property.deposit != null ? format.rupeesShort(property.deposit) : '—'}
        </dd>
      </div>
    </dl>
  );
}

/** Shown when a listing has no photo yet (e.g. an owner's draft). */
function NoPhoto() {
  const { t } = useTranslation();
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-slate-100 text-brand-700"
      role="img"
      aria-label={t('card.noPhoto')}
    >
      <svg viewBox="0 0 64 48" className="h-12 w-16" aria-hidden="true">
        <path d="M8 44V22L32 6l24 16v22Z" fill="#d4f4ee" />
        <path
          d="M4 24 32 4l28 20"
          fill="none"
          stroke="#20998d"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="26" y="28" width="12" height="16" rx="6" fill="#fba524" />
      </svg>
      <span className="text-xs font-semibold text-brand-800">{t('card.noPhoto')}</span>
    </div>
  );
}
