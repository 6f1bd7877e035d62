import { CampaignStatusBadge } from '@/components/campaign-status-badge';
import { Trans, useTranslation } from 'react-i18next';
import { EditImagesForm } from '@/features/owner/components/edit-images-form';
import { LoadedProperty } from '@/features/owner/components/loaded-property';
import { OwnerGate } from '@/features/owner/components/owner-gate';
import { OwnerPageBody, OwnerPageHeader } from '@/features/owner/components/owner-page-header';
import { useOwnerProperty } from '@/features/owner/hooks/use-owner-property';

/** /editPropertyImgForm: add or remove photos of a property (docs/product.md §5). */
export default function EditPropertyImgFormRoute() {
  return <OwnerGate>{(_owner, userId) => <EditPropertyImgForm userId={userId} />}</OwnerGate>;
}

function EditPropertyImgForm({ userId }: { userId: string }) {
  const { t } = useTranslation('owner');
  const owned = useOwnerProperty(userId);
  const { property } = owned;

  return (
    <>
      <title>{t('routes.editPhotos.pageTitle')}</title>
      <OwnerPageHeader
        eyebrow={t('routes.editPhotos.eyebrow')}
        title={t('routes.editPhotos.title')}
        description={
          property ? (
            <Trans
              t={t}
              i18nKey="routes.editPhotos.photosFor"
              values={{ title: property.propertyTitle }}
              components={{ strong: <span className="font-semibold text-slate-900" /> }}
            />
          ) : (
            t('routes.editPhotos.keep')
          )
        }
      >
        {property && <CampaignStatusBadge status={property.campaignRequest} audience="owner" />}
      </OwnerPageHeader>
      <OwnerPageBody>
        <LoadedProperty query={owned}>
          {(loaded) => <EditImagesForm key={loaded._id} userId={userId} property={loaded} />}
        </LoadedProperty>
      </OwnerPageBody>
    </>
  );
}
