import { PlaceholderScreen } from '@/components/placeholder-screen';

/** /privacyPolicy (also /PrivacyPolicy: route matching ignores case): static content. */
export default function PrivacyPolicyRoute() {
  return (
    <PlaceholderScreen
      eyebrow="Legal"
      title="Privacy Policy"
      description="How we collect, use and protect your information."
    />
  );
}
