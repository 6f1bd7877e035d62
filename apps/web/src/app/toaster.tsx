import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useToasterNeeded } from '@/lib/toaster-needed';

const Toasts = lazy(() => import('./toasts'));

/**
 * react-hot-toast with docs/product.md §9's durations; beyond 20 visible toasts the oldest go.
 *
 * The toasts live in their own element under <body>, which only the browser has: nothing is
 * rendered on the server or while the server's HTML is taken over. The toaster's code comes with
 * the first code that can raise a toast (lib/toast.ts), not with every page.
 */
export function AppToaster() {
  const hydrated = useHydrated();
  const needed = useToasterNeeded();
  if (!hydrated || !needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
