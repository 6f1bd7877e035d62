import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@basera/contract';
import { api } from '@/lib/api-client';

export type SendContactMessageResponse = { msg: string };

/** POST /user/contact {fullName, email, phone, message} → {msg}; 400 {fields}; 429 rate limited. */
export function sendContactMessage(body: ContactInput): Promise<SendContactMessageResponse> {
  return api.post<SendContactMessageResponse>('/user/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
