import { useLocation } from 'react-router';
import { MailCheck } from 'lucide-react';
import { CenteredCard } from '@/components/centered-card';
import { ButtonLink } from '@/components/ui/button';

const DEFAULT_MESSAGE = 'Thank you! There is nothing new to show here right now.';

function messageFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null) {
    const { message } = state as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return DEFAULT_MESSAGE;
}

/** /message: shows the message handed over in navigation state (docs/product.md §2). */
export default function MessageRoute() {
  const { state } = useLocation();
  const message = messageFrom(state);
  return (
    <CenteredCard>
      <title>Thank you | Basera</title>
      <div className="flex flex-col items-center text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-950">Thank you</h1>
        <p role="status" className="mt-3 max-w-md text-[15px] leading-relaxed text-slate-700">
          {message}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/signIn">Go to Login</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Back to home
          </ButtonLink>
        </div>
      </div>
    </CenteredCard>
  );
}
