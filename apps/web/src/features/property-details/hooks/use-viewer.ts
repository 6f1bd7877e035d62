import { useParams } from 'react-router';
import { useAdminAuth, useUserAuth, type SessionKind } from '@/lib/auth';

export type Viewer = {
  /** The token the listing is read with: the user's, else the admin's (docs/product.md §2). */
  readAs: SessionKind | null;
  /** The signed-in user: may save, review, schedule and delete own reviews. */
  userId: string | null;
  userMail: string | null;
  /** Signed in as the admin only: reads everything, writes nothing here. */
  adminOnly: boolean;
};

/**
 * Who is looking. On the admin's route (/propertyDetails/admin/…) the admin token is preferred
 * when both are present, so the admin can open listings that are not yet public.
 */
export function useViewer(): Viewer {
  const { route } = useParams();
  const { token, userId, userMail } = useUserAuth();
  const { adminToken } = useAdminAuth();
  const readAs: SessionKind | null =
    route === 'admin' && adminToken ? 'admin' : token ? 'user' : adminToken ? 'admin' : null;
  return {
    readAs,
    userId: token ? userId : null,
    userMail: token ? userMail : null,
    adminOnly: !token && Boolean(adminToken),
  };
}
