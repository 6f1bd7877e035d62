import { UserPlus } from 'lucide-react';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { useKeepReturnPath } from '@/hooks/use-keep-return-path';

/** /signup: account creation; where the visitor was going is kept for their first sign-in. */
export default function SignUpRoute() {
  useKeepReturnPath('user');
  return (
    <>
      <title>Sign Up | Basera</title>
      <AuthLayout
        title="Sign Up"
        subtitle="Create your free account to save homes, contact owners and list your property."
        icon={<UserPlus className="size-5" aria-hidden="true" />}
        panelHeading="Your next home is one search away"
        wide
      >
        <RegisterForm />
      </AuthLayout>
    </>
  );
}
