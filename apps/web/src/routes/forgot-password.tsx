import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { KeyRound, MailCheck } from 'lucide-react';
import { ACCOUNT_KINDS, type AccountKind } from '@basera/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import {
  AuthLayout,
  ADMIN_POINTS,
  authLinkClasses,
} from '@/features/accounts/components/auth-layout';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';

function accountKindFrom(state: unknown): AccountKind {
  const dbName = (state as { dbName?: unknown } | null)?.dbName;
  return ACCOUNT_KINDS.find((kind) => kind === dbName) ?? 'User';
}

/** /forgotPassword: mails a reset link; the account kind arrives in navigation state. */
export default function ForgotPasswordRoute() {
  const { state } = useLocation();
  const dbName = accountKindFrom(state);
  const signInPath = dbName === 'Admin' ? '/adminSignIn' : '/signIn';
  const [sent, setSent] = useState<{ userMail: string; msg: string } | null>(null);

  return (
    <>
      <title>Forgot Password | Basera</title>
      <AuthLayout
        title={sent ? 'Check your inbox' : 'Forgot Password'}
        subtitle={
          sent
            ? undefined
            : 'Enter the e-mail address of your account and we will send you a link to set a new password.'
        }
        icon={
          sent ? (
            <MailCheck className="size-5" aria-hidden="true" />
          ) : (
            <KeyRound className="size-5" aria-hidden="true" />
          )
        }
        {...(dbName === 'Admin' ? { panelHeading: 'Basera Admin', panelPoints: ADMIN_POINTS } : {})}
        footer={
          !sent && (
            <p>
              Remembered it?{' '}
              <Link to={signInPath} className={authLinkClasses}>
                Back to login
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
              {sent.msg}
            </p>
            <p className="text-[15px] leading-relaxed text-slate-600">
              We sent it to <span className="font-semibold text-slate-900">{sent.userMail}</span>.
              The link works once and expires in an hour. Check your spam folder if you cannot find
              it.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={signInPath}>Back to login</ButtonLink>
              <Button variant="outline" onClick={() => setSent(null)}>
                Use another e-mail
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
