import { LogIn } from 'lucide-react';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { SignInForm } from '@/features/accounts/components/sign-in-form';
import { useKeepReturnPath } from '@/hooks/use-keep-return-path';

/** /signIn: the user's sign-in. */
export default function SignInRoute() {
  useKeepReturnPath('user');
  return (
    <>
      <title>Sign In | Basera</title>
      <AuthLayout
        title="Sign In"
        subtitle="Welcome back. Sign in to save homes, contact owners and manage your listings."
        icon={<LogIn className="size-5" aria-hidden="true" />}
      >
        <SignInForm accountKind="User" />
      </AuthLayout>
    </>
  );
}
