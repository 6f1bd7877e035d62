import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { ADMIN_POINTS, AuthLayout } from '@/features/accounts/components/auth-layout';
import { SignInForm } from '@/features/accounts/components/sign-in-form';
import { useKeepReturnPath } from '@/hooks/use-keep-return-path';

/** /adminSignIn: the admin's sign-in; the header shows the logo only. */
export default function AdminSignInRoute() {
  const { t } = useTranslation('accounts');
  useKeepReturnPath('admin');
  return (
    <>
      <title>{t('adminSignIn.pageTitle')}</title>
      <AuthLayout
        title={t('adminSignIn.title')}
        subtitle={t('adminSignIn.subtitle')}
        icon={<ShieldCheck className="size-5" aria-hidden="true" />}
        panelHeading={t('adminSignIn.panelHeading')}
        panelPoints={ADMIN_POINTS}
      >
        <SignInForm accountKind="Admin" />
      </AuthLayout>
    </>
  );
}
