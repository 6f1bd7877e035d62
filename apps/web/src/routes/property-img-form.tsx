import { useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useOwnerPropertyDetails } from '@/features/owner/api/get-property-details';
import { FormSteps } from '@/features/owner/components/form-steps';
import { MissingProperty, PropertyLoadError } from '@/features/owner/components/missing-property';
import { NewImagesForm } from '@/features/owner/components/new-images-form';
import { OwnerGate } from '@/features/owner/components/owner-gate';
import { OwnerPageBody, OwnerPageHeader } from '@/features/owner/components/owner-page-header';
import { usePropertyId } from '@/features/owner/hooks/use-property-id';

/** /propertyImgForm: upload 4 to 8 photos of a new property (SPEC.md §5). */
export default function PropertyImgFormRoute() {
  return <OwnerGate>{(_owner, userId) => <PropertyImgForm userId={userId} />}</OwnerGate>;
}

function PropertyImgForm({ userId }: { userId: string }) {
  const propertyId = usePropertyId();
  const details = useOwnerPropertyDetails(userId, propertyId);
  const property = details.data;
  const location = useLocation();
  const fromAdd = Boolean((location.state as { fromAdd?: unknown } | null)?.fromAdd);

  return (
    <>
      <title>Add Property Photos | Basera</title>
      <OwnerPageHeader
        eyebrow={fromAdd ? 'Step 2 of 2' : 'Photos'}
        title="Add Property Photos"
        description={
          property ? (
            <>
              Photos for{' '}
              <span className="font-semibold text-slate-900">{property.propertyTitle}</span>
            </>
          ) : (
            'Upload 4 to 8 photos of your property.'
          )
        }
      >
        <FormSteps current={1} />
      </OwnerPageHeader>
      <OwnerPageBody>
        {!propertyId ? (
          <MissingProperty />
        ) : details.isPending ? (
          <PageSpinner label="Loading the property" />
        ) : details.isError ? (
          <PropertyLoadError
            error={details.error}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        ) : (
          <NewImagesForm key={details.data._id} userId={userId} property={details.data} />
        )}
      </OwnerPageBody>
    </>
  );
}
