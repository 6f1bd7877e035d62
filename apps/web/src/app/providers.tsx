import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from './toaster';

export function AppProviders({ i18n: instance, children }: { i18n: i18n; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
