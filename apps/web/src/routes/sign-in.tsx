import { LogIn } from 'lucide-react';
import { AuthLayout } from '@/features/accounts/components/auth-layout';
import { SignInForm } from '@/features/accounts/components/sign-in-form';

/** /signIn: the user's sign-in. */
export default function SignInRoute() {
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
