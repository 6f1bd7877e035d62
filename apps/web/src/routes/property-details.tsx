import { useParams } from 'react-router';
import { PlaceholderScreen } from '@/components/placeholder-screen';

/**
 * /propertyDetails/:route/:id and /search/PropertyDetails/:route/:id (SPEC.md §2). {route} is
 * user, admin or owner; the root layout picks the header from it.
 */
export default function PropertyDetailsRoute() {
  const { id } = useParams();
  return (
    <PlaceholderScreen
      eyebrow="Property"
      title="Property details"
      description={id ? `Listing reference ${id}` : undefined}
    />
  );
}
