import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Footer } from '@/components/layout/footer';
import { HeaderShell } from '@/components/layout/header-shell';
import { PageSpinner } from '@/components/ui/spinner';
import { KeepFirstScroll } from './keep-first-scroll';
import { Header } from './layout/header';
import { OfflineBanner } from './layout/offline-banner';
import { DeferredPwa } from './pwa/deferred-pwa';
import { resolveHandle, type RouteHandle } from './route-handle';

/* The owner's and the admin's headers: their pages are drawn in the browser, never taken over
   from the server's HTML, so their code can come with them rather than with every page. */
const AdminHeader = lazy(() =>
  import('./layout/admin-header').then((part) => ({ default: part.AdminHeader })),
);
const UserDetailsHeader = lazy(() =>
  import('./layout/user-details-header').then((part) => ({ default: part.UserDetailsHeader })),
);

function HeaderFor({
  header,
  search,
}: {
  header: Required<RouteHandle>['header'];
  search: Required<RouteHandle>['search'];
}) {
  const { route } = useParams();
  const variant =
    header === 'byRouteParam'
      ? route === 'admin'
        ? 'admin'
        : route === 'owner'
          ? 'owner'
          : 'main'
      : header;
  switch (variant) {
    case 'admin':
      return (
        <Suspense fallback={<HeaderShell>{null}</HeaderShell>}>
          <AdminHeader />
        </Suspense>
      );
    case 'owner':
      return (
        <Suspense fallback={<HeaderShell>{null}</HeaderShell>}>
          <UserDetailsHeader />
        </Suspense>
      );
    case 'minimal':
      return <Header minimal />;
    default:
      return <Header search={search} />;
  }
}

/**
 * Header, the screen, footer. Screens load on demand; the spinner covers the first load. The
 * offline banner shows while the connection is lost; the service worker and the install prompt
 * load once the page is idle.
 */
export function RootLayout() {
  const { header, search, footer } = resolveHandle(useMatches());
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <OfflineBanner />
      <HeaderFor header={header} search={search} />
      {/* At least a screen tall, so that the footer starts below the fold: a screen that loads
          on demand then fills it without pushing a visible footer down (a layout shift). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {/* A boundary of its own, so React takes the header and the screen over first
          (docs/decisions/0039-first-taps.md). */}
      {footer && (
        <Suspense>
          <Footer />
        </Suspense>
      )}
      <ScrollRestoration />
      <KeepFirstScroll />
      <DeferredPwa />
    </div>
  );
}
