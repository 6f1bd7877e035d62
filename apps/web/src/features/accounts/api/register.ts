import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, MsgResponse } from '@basera/contract';
import { api } from '@/lib/api-client';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type RegisterResponse = MsgResponse;

/** POST /user/register → 201 {msg}; 409 when the e-mail has an account; 400 {fields}. */
export function registerUser(body: RegisterInput): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/user/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}
