import { useTranslation } from 'react-i18next';
import { ProsePage } from '@/features/static-pages/components/prose-page';
import { POLICIES_UPDATED } from '@/features/static-pages/content/dates';
import * as english from '@/features/static-pages/content/privacy-policy';
import * as hindi from '@/features/static-pages/content/hi/privacy-policy';
import { useLanguage } from '@/i18n/use-format';

/* The policy's text is a document per language (docs/i18n.md, long documents). */
const TEXT = { en: english, hi: hindi } as const;

/** /privacyPolicy (also /PrivacyPolicy: route matching ignores case). */
export default function PrivacyPolicyRoute() {
  const { t } = useTranslation('pages');
  const { PRIVACY_INTRO, PRIVACY_SECTIONS } = TEXT[useLanguage()];
  return (
    <ProsePage
      eyebrow={t('legal')}
      title={t('privacy.title')}
      description={t('privacy.description')}
      updated={POLICIES_UPDATED}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
