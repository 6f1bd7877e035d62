import { CampaignStatusBadge } from '@/components/campaign-status-badge';
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
  const owned = useOwnerProperty(userId);
  const { property } = owned;

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
