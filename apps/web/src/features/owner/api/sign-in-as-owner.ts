import type { MsgResponse } from '@basera/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type SignInAsOwnerResponse = MsgResponse;

/** PUT /owner/signInAsOwner {userId}: any signed-in user becomes an owner. */
export function signInAsOwner(userId: string): Promise<SignInAsOwnerResponse> {
  return api.put<SignInAsOwnerResponse>('/owner/signInAsOwner', { userId }, { auth: 'user' });
}

export function useSignInAsOwner() {
  return useMutation({ mutationFn: signInAsOwner });
}
