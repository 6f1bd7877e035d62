import { ProsePage } from '@/features/static-pages/components/prose-page';
import { POLICIES_UPDATED } from '@/features/static-pages/content/dates';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '@/features/static-pages/content/privacy-policy';

/** /privacyPolicy (also /PrivacyPolicy: route matching ignores case). */
export default function PrivacyPolicyRoute() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Privacy Policy"
      description="What personal data Basera collects, why, who can see it, and the rights you have over it under the Digital Personal Data Protection Act, 2023."
      updated={POLICIES_UPDATED}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
