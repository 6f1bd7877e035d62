import type { BlockUserResponse } from '@basera/contract';
import { api, segment } from '@/lib/api-client';
import { useAdminMutation } from './admin-mutation';

export type BlockUserRequest = { userId: string; blocked: boolean };

/**
 * PUT /admin/blockUser/{userId} {blocked}: a blocked account cannot sign in, its sessions end
 * and its open reports are dismissed; unblocking lets it sign in again.
 */
export function blockUser({ userId, blocked }: BlockUserRequest): Promise<BlockUserResponse> {
  return api.put<BlockUserResponse>(
    `/admin/blockUser/${segment(userId)}`,
    { blocked },
    { auth: 'admin' },
  );
}

export function useBlockUser() {
  return useAdminMutation(blockUser);
}
