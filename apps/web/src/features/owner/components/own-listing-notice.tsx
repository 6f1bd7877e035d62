import { Trans, useTranslation } from 'react-i18next';
import { LayoutDashboard, Pencil } from 'lucide-react';
import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { ButtonLink } from '@/components/ui/button';
import { UpdatedLabel } from '@/components/updated-label';
import { TRUST_RULES } from '@basera/contract';
import { useOwnerPropertyDetails } from '../api/get-property-details';
import { propertyScreen } from '../hooks/use-property-id';
import { HIDDEN_NOTICE } from '../lib/freshness';
import { ReviewStatus } from './review-status';

/**
 * On the details page of one's own listing: where it stands in review with the admin's reason
 * and the next step, whether it is in search, and the way to the dashboard or the edit form.
 * Read through the owner's own call, which carries the decision's reason.
 */
export function OwnListingNotice({ userId, propertyId }: { userId: string; propertyId: string }) {
  const { t } = useTranslation('owner');
  const details = useOwnerPropertyDetails(userId, propertyId);
  const property = details.data;
  if (!property) return null;
  const notice = property.hiddenBecause ? HIDDEN_NOTICE[property.hiddenBecause] : null;
  const editLink = propertyScreen('/editProperty', property._id);

  return (
    <section
      aria-labelledby="own-listing-heading"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-slate-900/5 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="own-listing-heading" className="text-base font-semibold text-slate-950">
          {t('ownListing.title')}
        </h2>
        <CampaignStatusBadge
          status={property.campaignRequest}
          audience="owner"
          outOfSearch={property.hiddenBecause !== null}
        />
        {property.campaignRequest === 'Approve' && property.lastConfirmedAt && (
          <span className="text-sm text-slate-600">
            <UpdatedLabel lastConfirmedAt={property.lastConfirmedAt} />
          </span>
        )}
      </div>
      <ReviewStatus property={property} className="mt-3" />
      {notice && property.campaignRequest === 'Approve' && (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2.5 text-[13px] leading-snug text-amber-950 ring-1 ring-amber-200">
          <Trans
            t={t}
            i18nKey="freshness.notice"
            values={{
              title: t(notice.title),
              text: t(notice.text, { days: TRUST_RULES.hideAfterDays }),
            }}
            components={{ strong: <span className="font-semibold" /> }}
          />
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <ButtonLink
          to={`/ownerDashboard?confirm=${encodeURIComponent(property._id)}`}
          variant="outline"
          size="sm"
          icon={<LayoutDashboard className="size-4" aria-hidden="true" />}
        >
          {t('ownListing.manage')}
        </ButtonLink>
        {property.campaignRequest === 'Reject' && (
          <ButtonLink
            to={editLink.to}
            state={editLink.state}
            size="sm"
            icon={<Pencil className="size-4" aria-hidden="true" />}
          >
            {t('ownListing.edit')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
