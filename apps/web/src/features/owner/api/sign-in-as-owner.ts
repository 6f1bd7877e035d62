import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SignInAsOwnerResponse = { msg: string };

/** PUT /owner/signInAsOwner {userId}: any signed-in user becomes an owner. */
export function signInAsOwner(userId: string): Promise<SignInAsOwnerResponse> {
  return api.put<SignInAsOwnerResponse>('/owner/signInAsOwner', { userId }, { auth: 'user' });
}

export function useSignInAsOwner() {
  return useMutation({ mutationFn: signInAsOwner });
}
