import { useMutation } from '@tanstack/react-query';
import type { AccountKind, LoginResponse } from '@basera/contract';
import { api } from '@/lib/api-client';

export type LoginRequest = { userMail: string; userPassword: string; dbName: AccountKind };

/** POST /api/login → {token, msg}; 401 unverified account, 400 wrong credentials, 429. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/login', body, { withCredentials: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
