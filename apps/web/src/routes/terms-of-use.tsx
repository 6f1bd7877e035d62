import { useTranslation } from 'react-i18next';
import { ProsePage } from '@/features/static-pages/components/prose-page';
import { POLICIES_UPDATED } from '@/features/static-pages/content/dates';
import * as english from '@/features/static-pages/content/terms-of-use';
import * as hindi from '@/features/static-pages/content/hi/terms-of-use';
import { useLanguage } from '@/i18n/use-format';

/* The terms' text is a document per language (docs/i18n.md, long documents). */
const TEXT = { en: english, hi: hindi } as const;

/** /termsOfUse. */
export default function TermsOfUseRoute() {
  const { t } = useTranslation('pages');
  const { TERMS_INTRO, TERMS_SECTIONS } = TEXT[useLanguage()];
  return (
    <ProsePage
      eyebrow={t('legal')}
      title={t('terms.title')}
      description={t('terms.description')}
      updated={POLICIES_UPDATED}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
