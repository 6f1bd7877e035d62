import { toast } from '@/lib/toast';
import { Trans, useTranslation } from 'react-i18next';
import { Info, TriangleAlert } from 'lucide-react';
import { PROPERTY_TYPE_LABELS, TIMINGS, type Property } from '@basera/contract';
import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { useUpdateProperty } from '@/features/owner/api/update-property';
import { LoadedProperty } from '@/features/owner/components/loaded-property';
import { OwnerGate } from '@/features/owner/components/owner-gate';
import { OwnerPageBody, OwnerPageHeader } from '@/features/owner/components/owner-page-header';
import { PinMap } from '@/features/map/components/pin-map';
import { PropertyForm, type PropertyFormSubmit } from '@/features/owner/components/property-form';
import { useOwnerProperty } from '@/features/owner/hooks/use-owner-property';
import { PROPERTY_FIELD_NAMES, valuesFromProperty } from '@/features/owner/lib/property-form';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { useTranslateMessage } from '@/i18n/translate-message';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';

/** /editProperty: edit a property's details (docs/product.md §2); the type stays as it is. */
export default function EditPropertyRoute() {
  return <OwnerGate>{(_owner, userId) => <EditProperty userId={userId} />}</OwnerGate>;
}

function EditProperty({ userId }: { userId: string }) {
  const { t } = useTranslation('owner');
  const translateMessage = useTranslateMessage();
  const owned = useOwnerProperty(userId);
  const { property } = owned;

  return (
    <>
      <title>{t('routes.edit.pageTitle')}</title>
      <OwnerPageHeader
        eyebrow={t('routes.edit.eyebrow')}
        title={t('routes.edit.title')}
        description={property ? property.propertyTitle : t('routes.edit.description')}
      >
        {property && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
              {translateMessage(PROPERTY_TYPE_LABELS[property.propertyType])}
            </span>
            <CampaignStatusBadge status={property.campaignRequest} audience="owner" />
          </div>
        )}
      </OwnerPageHeader>
      <OwnerPageBody>
        <LoadedProperty query={owned}>
          {(loaded) => <EditPropertyForm key={loaded._id} userId={userId} property={loaded} />}
        </LoadedProperty>
      </OwnerPageBody>
    </>
  );
}

function EditPropertyForm({ userId, property }: { userId: string; property: Property }) {
  const { t } = useTranslation('owner');
  const translateMessage = useTranslateMessage();
  const update = useUpdateProperty();
  const delayedNavigate = useDelayedNavigate();
  const live = property.campaignRequest === 'Approve';

  const onSubmit: PropertyFormSubmit = async (values, setError) => {
    try {
      const { msg } = await update.mutateAsync({ userId, propertyId: property._id, values });
      toast.success(msg);
      delayedNavigate('/ownerDashboard', TIMINGS.afterOwnerActionMs);
    } catch (error) {
      setServerFieldErrors(error, setError, PROPERTY_FIELD_NAMES);
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div
        className={
          live
            ? 'flex gap-3 rounded-2xl bg-accent-50 p-4 text-sm leading-relaxed text-accent-900 ring-1 ring-accent-200'
            : 'flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm leading-relaxed text-brand-900 ring-1 ring-brand-100'
        }
      >
        {live ? (
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
        ) : (
          <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        )}
        <p>
          {live ? (
            <Trans
              t={t}
              i18nKey="routes.edit.liveNotice"
              components={{ strong: <strong className="font-semibold" /> }}
            />
          ) : (
            t('routes.edit.typeNotice', {
              type: translateMessage(PROPERTY_TYPE_LABELS[property.propertyType]),
            })
          )}
        </p>
      </div>
      <PropertyForm
        mode="edit"
        defaultValues={valuesFromProperty(property)}
        allowTypeChange={false}
        submitLabel={t('routes.edit.submit')}
        onSubmit={onSubmit}
        done={update.isSuccess}
        PinMap={PinMap}
      />
    </div>
  );
}
