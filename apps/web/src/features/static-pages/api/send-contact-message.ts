import { useMutation } from '@tanstack/react-query';
import type { ContactInput, MsgResponse } from '@basera/contract';
import { api } from '@/lib/api-client';

/** The answer's shape comes from the contract (the server declares the same schema). */
export type SendContactMessageResponse = MsgResponse;

/** POST /user/contact {fullName, email, phone, message} → {msg}; 400 {fields}; 429 rate limited. */
export function sendContactMessage(body: ContactInput): Promise<SendContactMessageResponse> {
  return api.post<SendContactMessageResponse>('/user/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
