import {
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { instanceIn, SwitchLanguageContext } from '@/i18n/language-instances';
import { isLanguage, type Language } from '@/i18n/language';
import { AppToaster } from './toaster';

/**
 * What every screen needs around it. The query cache and the i18next instance come from
 * outside: in the browser they start from what the server rendered with (src/app/start.tsx), on the
 * server they are the request's own (src/entry-server.tsx).
 *
 * Switching the language gives React another i18next instance, as a transition, rather than
 * switching the one on screen: a part of the server's page that React has not taken over yet is
 * then taken over in the language it was written in, before the switch reaches it. Switching the
 * shared instance in place made such a part read Hindi over the server's English (a hydration
 * error, and the part drawn again) when the switch was tapped while the page was still loading.
 * `switchTo`: the language to switch to once the page is live (the device's own choice).
 */
export function AppProviders({
  i18n: initial,
  queryClient,
  switchTo,
  children,
}: {
  i18n: i18n;
  queryClient: QueryClient;
  switchTo?: Language;
  children: ReactNode;
}) {
  const [instance, setInstance] = useState(initial);
  const instances = useRef(new Map<string, i18n>([[initial.language, initial]]));

  const switchLanguage = useCallback(
    async (language: Language) => {
      let next = instances.current.get(language);
      if (!next) {
        next = await instanceIn(initial, language);
        instances.current.set(language, next);
      }
      const chosen = next;
      startTransition(() => setInstance(chosen));
    },
    [initial],
  );

  useEffect(() => {
    if (isLanguage(instance.language)) document.documentElement.lang = instance.language;
  }, [instance]);

  useEffect(() => {
    if (switchTo && switchTo !== initial.language) void switchLanguage(switchTo);
  }, [switchTo, initial, switchLanguage]);

  return (
    <SwitchLanguageContext value={switchLanguage}>
      <I18nextProvider i18n={instance}>
        <QueryClientProvider client={queryClient}>
          {children}
          {/* In Hindi the toasts wait for the `messages` words; the page does not wait for them. */}
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </QueryClientProvider>
      </I18nextProvider>
    </SwitchLanguageContext>
  );
}
