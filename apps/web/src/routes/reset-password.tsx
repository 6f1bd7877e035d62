import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LockKeyhole } from 'lucide-react';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

/** /resetPassword/:resetToken: sets a new password with the mailed link. */
export default function ResetPasswordRoute() {
  const { t } = useTranslation('accounts');
  const { resetToken = '' } = useParams();
  return (
    <>
      <title>{t('resetPassword.pageTitle')}</title>
      <AuthLayout
        title={t('resetPassword.title')}
        subtitle={t('resetPassword.subtitle')}
        icon={<LockKeyhole className="size-5" aria-hidden="true" />}
      >
        <ResetPasswordForm resetToken={resetToken} />
      </AuthLayout>
    </>
  );
}
