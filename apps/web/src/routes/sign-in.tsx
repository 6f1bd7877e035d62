import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { SignInForm } from '@/features/accounts/components/sign-in-form';
import { useKeepReturnPath } from '@/hooks/use-keep-return-path';

/** /signIn: the user's sign-in. */
export default function SignInRoute() {
  const { t } = useTranslation('accounts');
  useKeepReturnPath('user');
  return (
    <>
      <title>{t('signIn.pageTitle')}</title>
      <AuthLayout
        title={t('signIn.title')}
        subtitle={t('signIn.subtitle')}
        icon={<LogIn className="size-5" aria-hidden="true" />}
      >
        <SignInForm accountKind="User" />
      </AuthLayout>
    </>
  );
}
