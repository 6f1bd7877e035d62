import { useParams } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';

/** /resetPassword/:resetToken: sets a new password with the mailed link. */
export default function ResetPasswordRoute() {
  const { resetToken = '' } = useParams();
  return (
    <>
      <title>Reset Password | Basera</title>
      <AuthLayout
        title="Reset Password"
        subtitle="Choose a new password for your account. You will be taken to the login page afterwards."
        icon={<LockKeyhole className="size-5" aria-hidden="true" />}
      >
        <ResetPasswordForm resetToken={resetToken} />
      </AuthLayout>
    </>
  );
}
