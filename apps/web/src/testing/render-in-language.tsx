import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render, type RenderResult } from '@testing-library/react';
import { createI18n } from '@/i18n/create-i18n';
import type { Language } from '@/i18n/language';
import type { Namespace } from '@/i18n/namespaces';

/**
 * For component tests (in a happy-dom environment): renders `ui` with the app's real words in
 * `language`, its namespaces loaded first so nothing suspends.
 */
export async function renderInLanguage(
  ui: ReactElement,
  { language = 'en', namespaces = [] }: { language?: Language; namespaces?: Namespace[] } = {},
): Promise<RenderResult> {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(language === 'en' ? namespaces : [...namespaces, 'messages']);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
