import { ProsePage } from '@/features/static-pages/components/prose-page';
import { POLICIES_UPDATED } from '@/features/static-pages/content/dates';
import { TERMS_INTRO, TERMS_SECTIONS } from '@/features/static-pages/content/terms-of-use';

/** /termsOfUse. */
export default function TermsOfUseRoute() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Terms of Use"
      description="The rules for using Basera: who may use it, what owners promise when they list, how we moderate, and what we are and are not responsible for."
      updated={POLICIES_UPDATED}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
