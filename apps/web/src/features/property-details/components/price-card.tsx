import type { LucideIcon } from 'lucide-react';
import {
  BedDouble,
  Building,
  CalendarClock,
  MapPinned,
  Phone,
  Ruler,
  Sofa,
  Users,
} from 'lucide-react';
import { INDIA_TIME_ZONE, formatRupees, formatRupeesShort, type Property } from '@basera/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { isPriced, propertyKind } from '@/lib/listing-fields';

const listedOn = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

/** Only web links open from the page (the server checks this too). */
function isWebLink(link: string | null | undefined): link is string {
  return Boolean(link && /^https?:\/\//i.test(link));
}

type PriceCardProps = {
  property: Property;
  /** Schedule Meeting (commercial) instead of the lister's details. */
  meeting: boolean;
  onSchedule: () => void;
  onContact: () => void;
};

/** What it costs and how to follow up: sticky beside the photos on wide screens. */
export function PriceCard({ property, meeting, onSchedule, onContact }: PriceCardProps) {
  const created = new Date(property.createdAt);
  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6">
      <Money property={property} />
      <KeyFacts property={property} />

      <div className="flex flex-col gap-3">
        {meeting ? (
          <Button
            size="lg"
            variant="accent"
            onClick={onSchedule}
            icon={<CalendarClock className="size-[18px]" aria-hidden="true" />}
            className="w-full"
          >
            Schedule Meeting
          </Button>
        ) : (
          <Button
            size="lg"
            onClick={onContact}
            icon={<Phone className="size-[18px]" aria-hidden="true" />}
            className="w-full"
          >
            View {property.listedBy} Details
          </Button>
        )}
        {isWebLink(property.mapLink) && (
          <a
            href={property.mapLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline', 'lg', 'w-full')}
          >
            <MapPinned className="size-[18px] text-brand-700" aria-hidden="true" />
            View On Maps
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>

      <p className="border-t border-slate-100 pt-4 text-xs leading-relaxed text-slate-500">
        Listed by {property.listedBy.toLowerCase()}
        {!Number.isNaN(created.getTime()) && (
          <>
            {' '}
            on <time dateTime={property.createdAt}>{listedOn.format(created)}</time>
          </>
        )}
        . Never pay a token amount before you have seen the property.
      </p>
    </div>
  );
}

function Money({ property }: { property: Property }) {
  if (isPriced(property.propertyType)) {
    const short = property.price == null ? null : formatRupeesShort(property.price);
    const exact = property.price == null ? null : formatRupees(property.price);
    return (
      <dl>
        <dt className="text-sm font-medium text-slate-500">Price</dt>
        <dd className="mt-0.5 text-3xl font-bold tracking-tight text-brand-800">{short ?? '—'}</dd>
        {exact && exact !== short && (
          <dd className="text-sm font-medium text-slate-500 tabular-nums">{exact}</dd>
        )}
      </dl>
    );
  }
  return (
    <dl className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div>
        <dt className="text-sm font-medium text-slate-500">Rent</dt>
        <dd className="mt-0.5 text-3xl font-bold tracking-tight text-brand-800 tabular-nums">
          {property.rent == null ? '—' : formatRupees(property.rent)}
          {property.rent != null && (
            <span className="ml-1 text-sm font-medium tracking-normal text-slate-500">/month</span>
          )}
        </dd>
      </div>
      <div className="text-left sm:text-right">
        <dt className="text-sm font-medium text-slate-500">Deposit</dt>
        <dd className="mt-0.5 text-lg font-semibold text-slate-800 tabular-nums">
          {property.deposit == null ? '—' : formatRupees(property.deposit)}
        </dd>
      </div>
    </dl>
  );
}

const area = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** The few facts a reader compares listings by, under the price. */
function KeyFacts({ property }: { property: Property }) {
  const facts: { icon: LucideIcon; label: string; text: string }[] = [];
  if (property.bhk) facts.push({ icon: BedDouble, label: 'Bhk/Rk', text: property.bhk });
  if (property.sharing)
    facts.push({ icon: Users, label: 'Sharing', text: `${property.sharing} sharing` });
  const kind = propertyKind(property);
  if (property.propertyType === 'commercial' && kind)
    facts.push({ icon: Building, label: 'Property Type', text: kind });
  if (Number.isFinite(property.area) && property.area > 0)
    facts.push({ icon: Ruler, label: 'Size', text: `${area.format(property.area)} Sqft` });
  if (property.propertyCondition)
    facts.push({ icon: Sofa, label: 'Furnished', text: property.propertyCondition });
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Key facts">
      {facts.map(({ icon: Icon, label, text }) => (
        <li
          key={label}
          className="inline-flex items-center gap-1.5 rounded-lg bg-slate-50 px-2.5 py-1.5 text-[13px] font-medium text-slate-700 ring-1 ring-slate-200"
        >
          <Icon className="size-3.5 text-brand-700" aria-hidden="true" />
          <span className="sr-only">{label}: </span>
          {text}
        </li>
      ))}
    </ul>
  );
}
