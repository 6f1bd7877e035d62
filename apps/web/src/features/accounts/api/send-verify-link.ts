import { useMutation } from '@tanstack/react-query';
import type { AccountKind, LinkRoute, MsgResponse } from '@basera/contract';
import { api } from '@/lib/api-client';

export type SendVerifyLinkRequest = { route: LinkRoute; userMail: string; dbName: AccountKind };
/** The answer's shape comes from the contract (the server declares the same schema). */
export type SendVerifyLinkResponse = MsgResponse;

/** docs/product.md §7 sends a subject and text; the server ignores them and writes its own mail. */
const MAIL_COPY: Record<LinkRoute, { subject: string; text: string }> = {
  emailVerified: {
    subject: 'Verify your Basera account',
    text: 'Please verify your e-mail address to start using Basera.',
  },
  resetPassword: {
    subject: 'Reset your Basera password',
    text: 'Use this link to set a new password for your Basera account.',
  },
};

/** POST /api/verifyLink: mails a verification or password-reset link. 429 when rate limited. */
export function sendVerifyLink({ route, userMail, dbName }: SendVerifyLinkRequest) {
  return api.post<SendVerifyLinkResponse>('/api/verifyLink', {
    route,
    ...MAIL_COPY[route],
    userMail,
    dbName,
  });
}

export function useSendVerifyLink() {
  return useMutation({ mutationFn: sendVerifyLink });
}
