import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, MailCheck } from 'lucide-react';
import { useTranslateMessage } from '@/i18n/translate-message';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useVerifyAccount } from '../api/verify-account';

/**
 * Verifies the account named by the link's token, once: StrictMode runs effects twice in
 * development and a link is single-use, so the token already sent is remembered.
 */
export function EmailVerification({ verificationToken }: { verificationToken: string }) {
  const { t } = useTranslation('accounts');
  const translateMessage = useTranslateMessage();
  const { mutate, data, error, isError, isSuccess } = useVerifyAccount();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === verificationToken) return;
    sentFor.current = verificationToken;
    mutate(verificationToken);
  }, [verificationToken, mutate]);

  if (isSuccess) {
    const signInPath = data.dbName === 'Admin' ? '/adminSignIn' : '/signIn';
    return (
      <StatusCard
        tone="success"
        title={t('verify.verifiedTitle')}
        message={translateMessage(data.msg)}
        action={
          <ButtonLink to={signInPath} size="lg" className="w-full sm:w-auto">
            {t('verify.login')}
          </ButtonLink>
        }
      />
    );
  }

  if (isError) {
    return (
      <StatusCard
        tone="error"
        title={t('verify.failedTitle')}
        message={translateMessage(errorMessage(error))}
        note={t('verify.failedNote')}
        action={
          <ButtonLink to="/signIn" size="lg" className="w-full sm:w-auto">
            {t('verify.newLink')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" aria-live="polite">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <MailCheck className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-bold text-slate-950">{t('verify.verifying')}</h1>
      <Spinner className="size-7 text-brand-600" label={t('verify.verifyingLabel')} />
    </div>
  );
}

function StatusCard({
  tone,
  title,
  message,
  note,
  action,
}: {
  tone: 'success' | 'error';
  title: string;
  message: string;
  note?: string;
  action: ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <div
        className={
          tone === 'success'
            ? 'flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700'
            : 'flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700'
        }
      >
        <Icon className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-950">{title}</h1>
      <p
        role={tone === 'error' ? 'alert' : 'status'}
        className="max-w-md text-[15px] leading-relaxed text-slate-700"
      >
        {message}
      </p>
      {note && <p className="max-w-md text-sm leading-relaxed text-slate-500">{note}</p>}
      <div className="mt-2 w-full sm:w-auto">{action}</div>
    </div>
  );
}
