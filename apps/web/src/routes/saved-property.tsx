import { Navigate, useParams } from 'react-router';
import { SavedProperties } from '@/features/listings/components/saved-properties';
import { useUserAuth } from '@/lib/auth';

/** /savedProperty/:userId: the user's saved properties (docs/product.md §2). */
export default function SavedPropertyRoute() {
  const { userId: pathUserId } = useParams();
  const { userId } = useUserAuth();
  // Someone else's list is not ours to show (the server says 403): show the reader's own.
  if (userId && pathUserId !== userId) return <Navigate to={`/savedProperty/${userId}`} replace />;
  return <SavedProperties userId={userId} />;
}
