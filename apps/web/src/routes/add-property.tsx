import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { DEFAULT_ADD_PROPERTY_TYPE, MSG } from '@basera/contract';
import { useAddProperty } from '@/features/owner/api/add-property';
import { FormSteps } from '@/features/owner/components/form-steps';
import { OwnerGate } from '@/features/owner/components/owner-gate';
import { OwnerPageBody, OwnerPageHeader } from '@/features/owner/components/owner-page-header';
import { PinMap } from '@/features/map/components/pin-map';
import { PropertyForm, type PropertyFormSubmit } from '@/features/owner/components/property-form';
import { propertyScreen } from '@/features/owner/hooks/use-property-id';
import { PROPERTY_FIELD_NAMES, emptyPropertyValues } from '@/features/owner/lib/property-form';
import { setServerFieldErrors } from '@/lib/form-errors';

/** /addProperty: type selector, the form for that type, then photos (docs/product.md §2). */
export default function AddPropertyRoute() {
  return <OwnerGate>{(_owner, userId) => <AddProperty userId={userId} />}</OwnerGate>;
}

function AddProperty({ userId }: { userId: string }) {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const addProperty = useAddProperty();

  const onSubmit: PropertyFormSubmit = async (values, setError) => {
    try {
      const { propertyId } = await addProperty.mutateAsync({ userId, values });
      toast.success(MSG.propertyAdded);
      const next = propertyScreen('/propertyImgForm', propertyId);
      // Replace: Back from the photos step must not offer to add the same property twice.
      await navigate(next.to, { state: { ...next.state, fromAdd: true }, replace: true });
    } catch (error) {
      setServerFieldErrors(error, setError, PROPERTY_FIELD_NAMES);
      toast.error(MSG.addPropertyFailed);
    }
  };

  return (
    <>
      <title>{t('routes.add.pageTitle')}</title>
      <OwnerPageHeader
        eyebrow={t('routes.add.eyebrow')}
        title={t('routes.add.title')}
        description={t('routes.add.description')}
      >
        <FormSteps current={0} />
      </OwnerPageHeader>
      <OwnerPageBody>
        <PropertyForm
          mode="create"
          defaultValues={emptyPropertyValues(DEFAULT_ADD_PROPERTY_TYPE)}
          allowTypeChange
          submitLabel={t('routes.add.submit')}
          onSubmit={onSubmit}
          done={addProperty.isSuccess}
          PinMap={PinMap}
        />
      </OwnerPageBody>
    </>
  );
}
