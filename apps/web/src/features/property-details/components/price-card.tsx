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
import { Trans, useTranslation } from 'react-i18next';
import { INDIA_TIME_ZONE, type Property } from '@basera/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { tKey } from '@/i18n/keys';
import { useTranslateMessage } from '@/i18n/translate-message';
import { useFormat } from '@/i18n/use-format';
import { isPriced, propertyKind } from '@/lib/listing-fields';
import { areaNumber } from '../lib/info-rows';
import { ContactSignInLink } from './sign-in-link';

const LISTED_ON: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
};

/** 'owner' / 'agent' inside a sentence ('Listed by owner'). */
const LISTER_NOUNS: Record<string, `details:${string}`> = {
  Owner: tKey('details:listerNoun.owner'),
  Agent: tKey('details:listerNoun.agent'),
};

/** The lister as a word inside a sentence: 'owner', 'agent' (or the value, lower-cased). */
export function useListerNoun(): (listedBy: string) => string {
  const { t } = useTranslation('details');
  return (listedBy) => {
    const key = LISTER_NOUNS[listedBy];
    return key ? t(key) : listedBy.toLowerCase();
  };
}

/** Only web links open from the page (the server checks this too). */
function isWebLink(link: string | null | undefined): link is string {
  return Boolean(link && /^https?:\/\//i.test(link));
}

type PriceCardProps = {
  property: Property;
  /** Schedule Meeting (commercial) instead of the lister's details. */
  meeting: boolean;
  /** No session: the same action leads through sign-in and back (who lists it waits there). */
  signedOut: boolean;
  onSchedule: () => void;
  onContact: () => void;
};

/** What it costs and how to follow up: sticky beside the photos on wide screens. */
export function PriceCard({ property, meeting, signedOut, onSchedule, onContact }: PriceCardProps) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const format = useFormat();
  const listerNoun = useListerNoun();
  const created = new Date(property.createdAt);
  const dated = !Number.isNaN(created.getTime());
  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6">
      <Money property={property} />
      <KeyFacts property={property} />

      <div className="flex flex-col gap-3">
        {signedOut ? (
          <>
            <ContactSignInLink property={property} meeting={meeting} />
            <p className="text-sm leading-relaxed text-slate-600">
              {t('price.signInToContact', { lister: listerNoun(property.listedBy) })}
            </p>
          </>
        ) : meeting ? (
          <Button
            size="lg"
            variant="accent"
            onClick={onSchedule}
            aria-haspopup="dialog"
            icon={<CalendarClock className="size-[18px]" aria-hidden="true" />}
            className="w-full"
          >
            {t('contactBar.schedule')}
          </Button>
        ) : (
          <Button
            size="lg"
            onClick={onContact}
            aria-haspopup="dialog"
            icon={<Phone className="size-[18px]" aria-hidden="true" />}
            className="w-full"
          >
            {t('price.viewListerDetails', { listedBy: translateMessage(property.listedBy) })}
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
            {t('price.viewOnMaps')}
            <span className="sr-only">{t('contactBar.newTab')}</span>
          </a>
        )}
      </div>

      <p className="border-t border-slate-100 pt-4 text-xs leading-relaxed text-slate-500">
        {dated ? (
          <Trans
            t={t}
            i18nKey="price.listedOn"
            values={{
              lister: listerNoun(property.listedBy),
              date: format.date(created, LISTED_ON),
            }}
            components={{ time: <time dateTime={property.createdAt} /> }}
          />
        ) : (
          t('price.listedBy', { lister: listerNoun(property.listedBy) })
        )}
      </p>
    </div>
  );
}

function Money({ property }: { property: Property }) {
  const { t } = useTranslation('details');
  const format = useFormat();
  if (isPriced(property.propertyType)) {
    const short = property.price == null ? null : format.rupeesShort(property.price);
    const exact = property.price == null ? null : format.rupees(property.price);
    return (
      <dl>
        <dt className="text-sm font-medium text-slate-500">{t('common:card.price')}</dt>
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
        <dt className="text-sm font-medium text-slate-500">{t('common:card.rent')}</dt>
        <dd className="mt-0.5 text-3xl font-bold tracking-tight text-brand-800 tabular-nums">
          {property.rent == null ? '—' : format.rupees(property.rent)}
          {property.rent != null && (
            <span className="ml-1 text-sm font-medium tracking-normal text-slate-500">
              {t('common:card.perMonth')}
            </span>
          )}
        </dd>
      </div>
      <div className="text-left sm:text-right">
        <dt className="text-sm font-medium text-slate-500">{t('common:card.deposit')}</dt>
        <dd className="mt-0.5 text-lg font-semibold text-slate-800 tabular-nums">
          {property.deposit == null ? '—' : format.rupees(property.deposit)}
        </dd>
      </div>
    </dl>
  );
}

/** The few facts a reader compares listings by, under the price. */
function KeyFacts({ property }: { property: Property }) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const format = useFormat();
  const facts: { icon: LucideIcon; label: string; text: string }[] = [];
  if (property.bhk)
    facts.push({ icon: BedDouble, label: t('facts.bhk'), text: translateMessage(property.bhk) });
  if (property.sharing)
    facts.push({
      icon: Users,
      label: t('facts.sharing'),
      text: t('common:card.sharingValue', { sharing: translateMessage(property.sharing) }),
    });
  const kind = propertyKind(property);
  if (property.propertyType === 'commercial' && kind)
    facts.push({ icon: Building, label: t('facts.kind'), text: translateMessage(kind) });
  if (Number.isFinite(property.area) && property.area > 0)
    facts.push({
      icon: Ruler,
      label: t('facts.size'),
      text: t('facts.sizeValue', { area: areaNumber(property.area, format.language) }),
    });
  if (property.propertyCondition)
    facts.push({
      icon: Sofa,
      label: t('facts.furnished'),
      text: translateMessage(property.propertyCondition),
    });
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('facts.label')}>
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
