import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNT_KINDS, type AccountKind } from '@basera/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  AuthLayout,
  ADMIN_POINTS,
  authLinkClasses,
} from '@/features/accounts/components/auth-layout';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { useTranslateMessage } from '@/i18n/translate-message';

function accountKindFrom(state: unknown): AccountKind {
  const dbName = (state as { dbName?: unknown } | null)?.dbName;
  return ACCOUNT_KINDS.find((kind) => kind === dbName) ?? 'User';
}

/** /forgotPassword: mails a reset link; the account kind arrives in navigation state. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation('accounts');
  const translateMessage = useTranslateMessage();
  const { state } = useLocation();
  const dbName = accountKindFrom(state);
  const signInPath = dbName === 'Admin' ? '/adminSignIn' : '/signIn';
  const [sent, setSent] = useState<{ userMail: string; msg: string } | null>(null);

  return (
    <>
      <title>{t('forgotPassword.pageTitle')}</title>
      <AuthLayout
        title={sent ? t('forgotPassword.sentTitle') : t('forgotPassword.title')}
        subtitle={sent ? undefined : t('forgotPassword.subtitle')}
        icon={
          sent ? (
            <MailCheck className="size-5" aria-hidden="true" />
          ) : (
            <KeyRound className="size-5" aria-hidden="true" />
          )
        }
        {...(dbName === 'Admin'
          ? { panelHeading: t('adminSignIn.panelHeading'), panelPoints: ADMIN_POINTS }
          : {})}
        footer={
          !sent && (
            <p>
              {t('forgotPassword.remembered')}{' '}
              <Link to={signInPath} className={authLinkClasses}>
                {t('forgotPassword.backToLogin')}
              </Link>
            </p>
          )
        }
      >
        {sent ? (
          <div className="flex flex-col gap-5">
            <p
              role="status"
              className="rounded-xl bg-brand-50 px-4 py-3 text-[15px] leading-relaxed text-brand-900 ring-1 ring-brand-100"
            >
              {translateMessage(sent.msg)}
            </p>
            <p className="text-[15px] leading-relaxed text-slate-600">
              <Trans
                t={t}
                i18nKey="forgotPassword.sentTo"
                values={{ email: sent.userMail }}
                components={{ strong: <span className="font-semibold text-slate-900" /> }}
              />
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={signInPath}>{t('forgotPassword.backToLogin')}</ButtonLink>
              <Button variant="outline" onClick={() => setSent(null)}>
                {t('forgotPassword.anotherEmail')}
              </Button>
            </div>
          </div>
        ) : (
          <ForgotPasswordForm
            dbName={dbName}
            onSent={(userMail, msg) => setSent({ userMail, msg })}
          />
        )}
      </AuthLayout>
    </>
  );
}
