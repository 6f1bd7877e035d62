import { useParams } from 'react-router';
import { ApproximateAreaMap } from '@/features/map/components/approximate-area-map';
import { PropertyDetailsView } from '@/features/property-details/components/property-details-view';
import {
  PropertyDetailsSkeleton,
  PropertyLoadError,
  PropertyNotFound,
} from '@/features/property-details/components/details-states';
import { useProperty } from '@/features/property-details/api/get-property';
import { useViewer } from '@/features/property-details/hooks/use-viewer';
import { OwnListingNotice } from '@/features/owner/components/own-listing-notice';
import { ApiError } from '@/lib/api-client';

/**
 * /propertyDetails/:route/:id and /search/PropertyDetails/:route/:id (docs/product.md §2). {route} is
 * user, admin or owner; the root layout picks the header from it.
 */
export default function PropertyDetailsRoute() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  const property = useProperty(id, viewer.readAs);

  if (property.isPending) return <PropertyDetailsSkeleton />;
  if (property.isError) {
    const { error } = property;
    // 404: no such listing or not public; 400: the id in the address is not a listing id.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <PropertyNotFound />;
    }
    return <PropertyLoadError error={error} onRetry={property.refetch} />;
  }
  const { data } = property;
  return (
    <PropertyDetailsView
      key={data._id}
      property={data}
      viewer={viewer}
      listerComing={property.isPlaceholderData}
      AreaMap={ApproximateAreaMap}
      ownerNotice={
        viewer.userId === data.userId ? (
          <OwnListingNotice userId={viewer.userId} propertyId={data._id} />
        ) : null
      }
    />
  );
}
