import { PageSpinner } from '@/components/ui/spinner';
import { useOwnerPropertyDetails } from '@/features/owner/api/get-property-details';
import { EditImagesForm } from '@/features/owner/components/edit-images-form';
import { MissingProperty, PropertyLoadError } from '@/features/owner/components/missing-property';
import { OwnerGate } from '@/features/owner/components/owner-gate';
import { OwnerPageBody, OwnerPageHeader } from '@/features/owner/components/owner-page-header';
import { StatusBadge } from '@/features/owner/components/status-badge';
import { usePropertyId } from '@/features/owner/hooks/use-property-id';

/** /editPropertyImgForm: add or remove photos of a property (SPEC.md §5). */
export default function EditPropertyImgFormRoute() {
  return <OwnerGate>{(_owner, userId) => <EditPropertyImgForm userId={userId} />}</OwnerGate>;
}

function EditPropertyImgForm({ userId }: { userId: string }) {
  const propertyId = usePropertyId();
  const details = useOwnerPropertyDetails(userId, propertyId);
  const property = details.data;

  return (
    <>
      <title>Edit Property Photos | Basera</title>
      <OwnerPageHeader
        eyebrow="Photos"
        title="Edit Property Photos"
        description={
          property ? (
            <>
              Photos for{' '}
              <span className="font-semibold text-slate-900">{property.propertyTitle}</span>. Keep
              between 4 and 8.
            </>
          ) : (
            'Keep between 4 and 8 photos on your listing.'
          )
        }
      >
        {property && <StatusBadge status={property.campaignRequest} />}
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
          <EditImagesForm key={details.data._id} userId={userId} property={details.data} />
        )}
      </OwnerPageBody>
    </>
  );
}
