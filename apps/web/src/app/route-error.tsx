import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';

function messageOf(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return null;
}

/**
 * The fallback screen for routing and rendering failures (docs/product.md §2). It replaces the whole
 * layout, so it draws its own minimal frame.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center">
          <a
            href="/"
            className="inline-flex items-center gap-2.5 rounded-lg"
            aria-label={t('layout.homeLink')}
          >
            <LogoMark />
            <span className="text-[22px] font-extrabold tracking-tight text-brand-900">Basera</span>
          </a>
        </div>
      </header>
      <main className="container-page flex flex-1 items-center justify-center py-16">
        <div className="w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-slate-900/5 sm:p-10">
          <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
            <TriangleAlert className="size-7" aria-hidden="true" />
          </div>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-950">
            {t('routeError.title')}
          </h1>
          <p className="mt-3 rounded-xl bg-slate-50 px-4 py-3 font-mono text-sm break-words text-slate-700 ring-1 ring-slate-200">
            {messageOf(error) ?? t('routeError.fallbackMessage')}
          </p>
          <p className="mt-4 text-[15px] text-slate-600">{t('routeError.advice')}</p>
          <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonClasses('primary', 'md')}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              {t('routeError.reload')}
            </button>
            <Link to="/" reloadDocument className={buttonClasses('outline', 'md')}>
              <House className="size-4" aria-hidden="true" />
              {t('routeError.home')}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
