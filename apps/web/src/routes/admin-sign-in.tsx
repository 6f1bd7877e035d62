import { ShieldCheck } from 'lucide-react';
import { ADMIN_POINTS, AuthLayout } from '@/features/accounts/components/auth-layout';
import { SignInForm } from '@/features/accounts/components/sign-in-form';
import { useKeepReturnPath } from '@/hooks/use-keep-return-path';

/** /adminSignIn: the admin's sign-in; the header shows the logo only. */
export default function AdminSignInRoute() {
  useKeepReturnPath('admin');
  return (
    <>
      <title>Admin Sign In | Basera</title>
      <AuthLayout
        title="Admin Sign In"
        subtitle="Sign in with your Basera admin account."
        icon={<ShieldCheck className="size-5" aria-hidden="true" />}
        panelHeading="Basera Admin"
        panelPoints={ADMIN_POINTS}
      >
        <SignInForm accountKind="Admin" />
      </AuthLayout>
    </>
  );
}
