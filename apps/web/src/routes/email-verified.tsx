import { useParams } from 'react-router';
import { CenteredCard } from '@/components/centered-card';
import { EmailVerification } from '@/features/accounts/components/email-verification';

/** /emailVerified/:verificationToken: verifies the account and links to the right sign-in. */
export default function EmailVerifiedRoute() {
  const { verificationToken = '' } = useParams();
  return (
    <CenteredCard>
      <title>Verify e-mail | Basera</title>
      <EmailVerification key={verificationToken} verificationToken={verificationToken} />
    </CenteredCard>
  );
}
