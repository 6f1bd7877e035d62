import { useLocation } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { FormSteps } from '@/features/owner/components/form-steps';
import { LoadedProperty } from '@/features/owner/components/loaded-property';
import { NewImagesForm } from '@/features/owner/components/new-images-form';
import { OwnerGate } from '@/features/owner/components/owner-gate';
import { OwnerPageBody, OwnerPageHeader } from '@/features/owner/components/owner-page-header';
import { useOwnerProperty } from '@/features/owner/hooks/use-owner-property';

/** /propertyImgForm: upload 4 to 8 photos of a new property (docs/product.md §5). */
export default function PropertyImgFormRoute() {
  return <OwnerGate>{(_owner, userId) => <PropertyImgForm userId={userId} />}</OwnerGate>;
}

function PropertyImgForm({ userId }: { userId: string }) {
  const { t } = useTranslation('owner');
  const owned = useOwnerProperty(userId);
  const { property } = owned;
  const location = useLocation();
  const fromAdd = Boolean((location.state as { fromAdd?: unknown } | null)?.fromAdd);

  return (
    <>
      <title>{t('routes.photos.pageTitle')}</title>
      <OwnerPageHeader
        eyebrow={fromAdd ? t('routes.photos.stepOf') : t('routes.photos.eyebrow')}
        title={t('routes.photos.title')}
        description={
          property ? (
            <Trans
              t={t}
              i18nKey="routes.photos.photosFor"
              values={{ title: property.propertyTitle }}
              components={{ strong: <span className="font-semibold text-slate-900" /> }}
            />
          ) : (
            t('routes.photos.upload')
          )
        }
      >
        <FormSteps current={1} />
      </OwnerPageHeader>
      <OwnerPageBody>
        <LoadedProperty query={owned}>
          {(loaded) => <NewImagesForm key={loaded._id} userId={userId} property={loaded} />}
        </LoadedProperty>
      </OwnerPageBody>
    </>
  );
}
