import { RotateCw, SearchX, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '@/i18n/translate-message';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The listing does not exist, was removed or is not public (the API answered 404). */
export function PropertyNotFound() {
  const { t } = useTranslation('details');
  return (
    <div className="container-page flex flex-1 items-center justify-center py-16">
      <title>{t('notFound.pageTitle')}</title>
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <SearchX className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-950">
          {t('notFound.title')}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">{t('notFound.text')}</p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/">{t('preview.backHome')}</ButtonLink>
          <ButtonLink to="/search" variant="outline">
            {t('preview.browse')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** Any other failure: say what happened and offer to try again. */
export function PropertyLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  return (
    <div className="container-page flex flex-1 items-center justify-center py-16">
      <title>{t('loadError.pageTitle')}</title>
      <div role="alert" className="max-w-md text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-700">
          <WifiOff className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-950">
          {t('preview.errorTitle')}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">
          {translateMessage(message)}
        </p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry} icon={<RotateCw className="size-4" aria-hidden="true" />}>
            {t('preview.retry')}
          </Button>
          <ButtonLink to="/" variant="outline">
            {t('preview.backHome')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** The page's outline while the listing loads. */
export function PropertyDetailsSkeleton() {
  const { t } = useTranslation('details');
  return (
    <div className="container-page py-5 sm:py-8 lg:py-10" aria-busy="true">
      <span className="sr-only">
        <Spinner label={t('preview.loading')} />
      </span>
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
    </div>
  );
}
