import { useMutation } from '@tanstack/react-query';
import type { LinkOutcome, ResetPasswordInput } from '@basera/contract';
import { api, segment } from '@/lib/api-client';

export type ResetPasswordRequest = { resetToken: string; values: ResetPasswordInput };

/** POST /api/resetPassword/{token} {userPassword, confirmPassword} → {msg, dbName}. */
export function resetPassword({ resetToken, values }: ResetPasswordRequest): Promise<LinkOutcome> {
  return api.post<LinkOutcome>(`/api/resetPassword/${segment(resetToken)}`, values);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
