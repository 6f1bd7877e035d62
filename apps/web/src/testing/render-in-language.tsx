import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { act, render, type RenderResult } from '@testing-library/react';
import { createI18n } from '@/i18n/create-i18n';
import type { Language } from '@/i18n/language';
import type { Namespace } from '@/i18n/namespaces';
import { loadMessageIndex } from '@/i18n/translate-message';

/**
 * For component tests (in a happy-dom environment): renders `ui` with the app's real words in
 * `language`, its namespaces (and, in Hindi, the contract's messages) loaded first, and waits
 * until nothing suspends.
 */
export async function renderInLanguage(
  ui: ReactElement,
  { language = 'en', namespaces = [] }: { language?: Language; namespaces?: Namespace[] } = {},
): Promise<RenderResult> {
  const i18n = await createI18n(language);
  if (language === 'en') {
    await i18n.loadNamespaces(namespaces);
  } else {
    await Promise.all([i18n.loadNamespaces([...namespaces, 'messages']), loadMessageIndex()]);
  }
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{ui}</Suspense>
      </I18nextProvider>,
    );
  });
  return result!;
}
