import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { useKeepReturnPath } from '@/hooks/use-keep-return-path';

/** /signup: account creation; where the visitor was going is kept for their first sign-in. */
export default function SignUpRoute() {
  const { t } = useTranslation('accounts');
  useKeepReturnPath('user');
  return (
    <>
      <title>{t('signUp.pageTitle')}</title>
      <AuthLayout
        title={t('signUp.title')}
        subtitle={t('signUp.subtitle')}
        icon={<UserPlus className="size-5" aria-hidden="true" />}
        panelHeading={t('signUp.panelHeading')}
        wide
      >
        <RegisterForm />
      </AuthLayout>
    </>
  );
}
