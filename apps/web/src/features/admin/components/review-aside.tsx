import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { Link } from 'react-router';
import { Flag, MessageCircle } from 'lucide-react';
import { PROPERTY_TYPE_LABELS, type ReviewDetails } from '@basera/contract';
import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { whatsAppHref } from '@/lib/phone-links';
import { formatDate, formatDateTime } from '../lib/days-ago';
import { reviewHref } from '../lib/queue-view';
import { adminTabHref } from '../lib/tabs';
import { EmailLink, PhoneLink } from './contact-links';
import { ReviewSection } from './review-section';

/** Who listed it, and how to reach them. */
export function OwnerCard({ owner }: { owner: ReviewDetails['owner'] }) {
  const { t } = useTranslation('admin');
  return (
    <ReviewSection title={t('aside.owner')}>
      <p className="font-semibold text-slate-950">
        {owner.firstName} {owner.lastName}
      </p>
      <dl className="mt-2 grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-500">{t('aside.email')}</dt>
        <dd className="min-w-0">
          <EmailLink email={owner.email} />
        </dd>
        <dt className="text-slate-500">{t('aside.phone')}</dt>
        <dd>
          <PhoneLink phone={owner.phone} />
        </dd>
        <dt className="text-slate-500">{t('aside.whatsApp')}</dt>
        <dd>
          {owner.whatsApp ? (
            <a
              href={whatsAppHref(
                t('aside.whatsAppGreeting', { name: owner.firstName }),
                owner.whatsApp,
              )}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 rounded-sm text-slate-800 tabular-nums hover:text-brand-800 hover:underline"
            >
              <MessageCircle className="size-3.5 text-emerald-700" aria-hidden="true" />
              {owner.whatsApp}
            </a>
          ) : (
            <span className="text-slate-400">—</span>
          )}
        </dd>
      </dl>
    </ReviewSection>
  );
}

/** Open reports from readers: a reason to look twice. */
export function ReportsNote({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (count === 0) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-white px-4 py-3 text-sm text-slate-600 shadow-card ring-1 ring-slate-900/5">
        <Flag className="size-4 text-slate-400" aria-hidden="true" />
        {t('aside.noReports')}
      </p>
    );
  }
  return (
    <Link
      to={adminTabHref('reports')}
      className="flex items-center gap-2 rounded-2xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100"
    >
      <Flag className="size-4" aria-hidden="true" />
      {t('counts.openReportsFromReaders', { count, number: format.number(count) })}
    </Link>
  );
}

/** Earlier decisions on this listing, newest first, with the version each was about. */
export function DecisionHistory({ decisions }: { decisions: ReviewDetails['decisions'] }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const translateMessage = useTranslateMessage();
  return (
    <ReviewSection title={t('aside.pastDecisions')} aside={decisions.length || undefined}>
      {decisions.length === 0 ? (
        <p className="text-sm text-slate-500">{t('aside.noDecisions')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {decisions.map((decision) => (
            <li
              key={`${decision.decidedAt}-${decision.version}`}
              className="border-l-2 border-slate-200 pl-3"
            >
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <CampaignStatusBadge status={decision.decision} audience="admin" />
                <time dateTime={decision.decidedAt} className="text-xs text-slate-500">
                  {formatDateTime(decision.decidedAt, language)}
                </time>
                <span className="text-xs text-slate-500">
                  {t('aside.decisionVersion', { version: decision.version })}
                </span>
              </div>
              {decision.reason && (
                <p className="mt-1.5 text-sm break-words text-slate-700">
                  {translateMessage(decision.reason)}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </ReviewSection>
  );
}

/** The owner's other listings and how they fared: a pattern shows here first. */
export function OwnerListings({ listings }: { listings: ReviewDetails['ownerListings'] }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const translateMessage = useTranslateMessage();
  return (
    <ReviewSection title={t('aside.otherListings')} aside={listings.length || undefined}>
      {listings.length === 0 ? (
        <p className="text-sm text-slate-500">{t('aside.onlyListing')}</p>
      ) : (
        <ul className="-mx-1 flex flex-col">
          {listings.map((listing) => (
            <li key={listing._id}>
              <Link
                to={reviewHref(listing._id)}
                className="flex items-start justify-between gap-3 rounded-lg px-1 py-2 hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block text-sm font-medium break-words text-slate-900">
                    {listing.propertyTitle}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {t('aside.listingLine', {
                      type: translateMessage(PROPERTY_TYPE_LABELS[listing.propertyType]),
                      city: translateMessage(listing.city),
                      date: formatDate(listing.createdAt, language),
                    })}
                  </span>
                </span>
                <CampaignStatusBadge
                  status={listing.campaignRequest}
                  audience="admin"
                  className="shrink-0"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ReviewSection>
  );
}
