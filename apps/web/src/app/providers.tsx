import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppToaster } from './toaster';

/**
 * What every screen needs around it. The query cache and the i18next instance come from
 * outside: in the browser they start from what the server rendered with (src/app/start.tsx), on the
 * server they are the request's own (src/entry-server.tsx).
 */
export function AppProviders({
  i18n: instance,
  queryClient,
  children,
}: {
  i18n: i18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={instance}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* In Hindi the toasts wait for the `messages` words; the page does not wait for them. */}
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
