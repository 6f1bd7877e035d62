import { SearchX, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from '@/components/ui/status-panel';

/** The listing does not exist, was removed or is not public (the API answered 404). */
export function PropertyNotFound() {
  const { t } = useTranslation('details');
  return (
    <>
      <title>{t('notFound.pageTitle')}</title>
      <StatusPanel
        layout="page"
        icon={<SearchX />}
        title={t('notFound.title')}
        actions={
          <>
            <ButtonLink to="/">{t('preview.backHome')}</ButtonLink>
            <ButtonLink to="/search" variant="outline">
              {t('preview.browse')}
            </ButtonLink>
          </>
        }
      >
        {t('notFound.text')}
      </StatusPanel>
    </>
  );
}

/** Any other failure: say what happened and offer to try again. */
export function PropertyLoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useTranslation('details');
  return (
    <>
      <title>{t('loadError.pageTitle')}</title>
      <LoadErrorPanel
        layout="page"
        icon={<WifiOff />}
        title={t('preview.errorTitle')}
        error={error}
        onRetry={onRetry}
        actions={
          <ButtonLink to="/" variant="outline">
            {t('preview.backHome')}
          </ButtonLink>
        }
      />
    </>
  );
}

/** The page's outline while the listing loads. */
export function PropertyDetailsSkeleton() {
  const { t } = useTranslation('details');
  return (
    <LoadingPlaceholder
      label={t('preview.loading')}
      className="container-page py-5 sm:py-8 lg:py-10"
    >
      <div className="animate-pulse" aria-hidden="true">
        <div className="h-4 w-16 rounded bg-slate-200" />
        <div className="mt-6 h-6 w-24 rounded-full bg-slate-200" />
        <div className="mt-4 h-8 w-3/4 max-w-xl rounded-lg bg-slate-200" />
        <div className="mt-3 h-4 w-1/2 max-w-sm rounded bg-slate-200" />
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_380px]">
          <div className="flex flex-col gap-3">
            <div className="aspect-[3/2] rounded-2xl bg-slate-200" />
            <div className="flex gap-2">
              {[0, 1, 2, 3, 4].map((thumb) => (
                <div key={thumb} className="h-14 w-21 rounded-lg bg-slate-200 sm:h-16 sm:w-24" />
              ))}
            </div>
          </div>
          <div className="flex h-64 flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-900/5">
            <div className="h-4 w-16 rounded bg-slate-200" />
            <div className="h-8 w-40 rounded-lg bg-slate-200" />
            <div className="mt-auto h-12 rounded-xl bg-slate-200" />
            <div className="h-12 rounded-xl bg-slate-100" />
          </div>
        </div>
      </div>
    </LoadingPlaceholder>
  );
}
