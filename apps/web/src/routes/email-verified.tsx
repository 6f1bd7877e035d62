import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CenteredCard } from '@/components/centered-card';
import { EmailVerification } from '@/features/accounts/components/email-verification';

/** /emailVerified/:verificationToken: verifies the account and links to the right sign-in. */
export default function EmailVerifiedRoute() {
  const { t } = useTranslation('accounts');
  const { verificationToken = '' } = useParams();
  return (
    <CenteredCard>
      <title>{t('verify.pageTitle')}</title>
      <EmailVerification key={verificationToken} verificationToken={verificationToken} />
    </CenteredCard>
  );
}
