import { useMutation } from '@tanstack/react-query';
import type { LinkOutcome } from '@basera/contract';
import { api, segment } from '@/lib/api-client';

/** POST /api/verifyAccount/{token} → {msg, dbName}; 400/404 for a bad or used link. */
export function verifyAccount(verificationToken: string): Promise<LinkOutcome> {
  return api.post<LinkOutcome>(`/api/verifyAccount/${segment(verificationToken)}`);
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
