import { useLocation } from 'react-router';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { CenteredCard } from '@/components/centered-card';
import { ButtonLink } from '@/components/ui/button';

/** The message handed over in navigation state, or null when there is none. */
function messageFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null) {
    const { message } = state as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** /message: shows the message handed over in navigation state (docs/product.md §2). */
export default function MessageRoute() {
  const { t } = useTranslation('accounts');
  const translateMessage = useTranslateMessage();
  const { state } = useLocation();
  const handedOver = messageFrom(state);
  const message = handedOver ? translateMessage(handedOver) : t('message.default');
  return (
    <CenteredCard>
      <title>{t('message.pageTitle')}</title>
      <div className="flex flex-col items-center text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-950">
          {t('message.title')}
        </h1>
        <p role="status" className="mt-3 max-w-md text-[15px] leading-relaxed text-slate-700">
          {message}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/signIn">{t('message.goToLogin')}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {t('message.backHome')}
          </ButtonLink>
        </div>
      </div>
    </CenteredCard>
  );
}
