import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { loginSchema, MSG, TIMINGS, type AccountKind } from '@basera/contract';
import { EmailField, PasswordField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError, errorMessage } from '@/lib/api-client';
import { storeToken } from '@/lib/auth';
import { takeReturnPath } from '@/lib/return-path';
import { useDelayedNavigate } from '@/hooks/use-delayed-navigate';
import { useLogin } from '../api/login';
import { useSendVerifyLink } from '../api/send-verify-link';
import { authLinkClasses } from './auth-layout';

/**
 * Sign-in for users (/signIn) and the admin (/adminSignIn), docs/product.md §2 and §8. On a 401 (the
 * account is not verified) a fresh verification link is mailed. Success returns to where the
 * visitor was going (lib/return-path.ts).
 */
export function SignInForm({ accountKind }: { accountKind: AccountKind }) {
  const { t } = useTranslation('accounts');
  const isAdmin = accountKind === 'Admin';
  const navigate = useNavigate();
  const delayedNavigate = useDelayedNavigate();
  const login = useLogin();
  const sendLink = useSendVerifyLink();
  const [signedIn, setSignedIn] = useState(false);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(loginSchema, { userMail: '', userPassword: '', dbName: accountKind });

  const onSubmit = handleSubmit(async ({ userMail, userPassword }) => {
    try {
      const { token, msg } = await login.mutateAsync({
        userMail,
        userPassword,
        dbName: accountKind,
      });
      storeToken(isAdmin ? 'admin' : 'user', token);
      toast.success(msg);
      setSignedIn(true);
      // Back where the visitor was going when asked to sign in, else the usual screen.
      if (isAdmin) void navigate(takeReturnPath('admin') ?? '/adminDashboard', { replace: true });
      else delayedNavigate(takeReturnPath('user') ?? '/', TIMINGS.afterSignInMs);
    } catch (error) {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 401) {
        sendLink.mutate(
          { route: 'emailVerified', userMail, dbName: accountKind },
          {
            onSuccess: () => toast.success(MSG.verificationLinkSent),
            onError: (linkError) => toast.error(errorMessage(linkError)),
          },
        );
      }
    }
  });

  const busy = isSubmitting || signedIn;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <EmailField
        autoComplete={isAdmin ? 'username' : 'email'}
        error={errors.userMail?.message}
        {...register('userMail')}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          placeholder={t('signIn.passwordPlaceholder')}
          error={errors.userPassword?.message}
          {...register('userPassword')}
        />
        <div className="flex justify-end">
          <Link
            to="/forgotPassword"
            state={{ dbName: accountKind }}
            className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
          >
            {t('signIn.forgotPassword')}
          </Link>
        </div>
      </div>
      <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
        {busy && !isAdmin ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
      {!isAdmin && (
        <p className="text-center text-sm text-slate-600">
          {t('signIn.newToBasera')}{' '}
          <Link to="/signup" className={authLinkClasses}>
            {t('signIn.createAccount')}
          </Link>
        </p>
      )}
    </form>
  );
}
