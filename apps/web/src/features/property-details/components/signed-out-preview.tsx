import { useLocation } from 'react-router';
import {
  BadgeCheck,
  ImageOff,
  LogIn,
  MapPin,
  Phone,
  RotateCw,
  Ruler,
  SearchX,
  UserPlus,
  WifiOff,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPE_BANNERS, type PropertyPreview } from '@basera/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { PROPERTY_TYPE_TAG_CLASSES } from '@/lib/property-type-style';
import { usePropertyPreview } from '../api/get-property-preview';

/**
 * A shared details link opened signed out: what anyone may see of the listing (its first photo,
 * title, price, city and type) with Sign in and Sign up, which bring the visitor back here.
 * The details themselves still need a token (docs/product.md §2).
 */
export default function SignedOutPreview({ propertyId }: { propertyId: string }) {
  const preview = usePropertyPreview(propertyId);
  if (preview.isPending) return <PreviewSkeleton />;
  if (preview.isError) {
    const gone = preview.error instanceof ApiError && [400, 404].includes(preview.error.status);
    if (gone) return <PreviewNotFound />;
    return (
      <PreviewError
        message={errorMessage(preview.error)}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  }
  return <Preview preview={preview.data} />;
}

function Preview({ preview }: { preview: PropertyPreview }) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  const format = useFormat();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const kind = [preview.bhk, preview.property]
    .filter((part): part is string => Boolean(part))
    .map(translateMessage)
    .join(' ');
  return (
    <div className="container-page py-5 sm:py-10">
      <title>{t('preview.pageTitle', { title: preview.propertyTitle })}</title>
      <article className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-900/5 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="relative aspect-[3/2] bg-slate-900 md:aspect-auto md:min-h-[420px]">
          {preview.photo ? (
            <img
              src={`/${preview.photo.webp}`}
              alt={t('preview.photoOf', { title: preview.propertyTitle })}
              width={1200}
              height={800}
              fetchPriority="high"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-400">
              <ImageOff className="size-8" aria-hidden="true" />
              <span className="text-sm">{t('preview.noPhoto')}</span>
            </div>
          )}
          <span
            className={cn(
              'absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase shadow-sm',
              PROPERTY_TYPE_TAG_CLASSES[preview.propertyType],
            )}
          >
            {translateMessage(PROPERTY_TYPE_BANNERS[preview.propertyType])}
          </span>
        </div>

        <div className="flex min-w-0 flex-col gap-5 p-5 sm:p-8">
          <header className="min-w-0">
            {kind && <p className="text-sm font-semibold text-brand-700">{kind}</p>}
            <h1 className="mt-1 text-2xl leading-tight font-bold tracking-tight break-words text-slate-950 sm:text-[28px]">
              {preview.propertyTitle}
            </h1>
            <p className="mt-2 flex items-center gap-1.5 text-[15px] text-slate-600">
              <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {translateMessage(preview.city)}
            </p>
          </header>

          <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
            <Amount preview={preview} />
            <p className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
              <Ruler className="size-4 text-slate-500" aria-hidden="true" />
              {t('preview.area', { area: format.number(preview.area) })}
              {preview.sharing &&
                ` · ${t('preview.sharing', { sharing: translateMessage(preview.sharing) })}`}
            </p>
          </div>

          <ul className="space-y-2 text-sm text-slate-600">
            <li className="flex gap-2">
              <BadgeCheck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t('preview.checked')}
            </li>
            <li className="flex gap-2">
              <Phone className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {t('preview.contact')}
            </li>
          </ul>

          <div className="mt-auto flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-5">
            <p className="text-[15px] leading-relaxed font-medium text-brand-950">
              {t('preview.signInPrompt')}
            </p>
            <ButtonLink
              to="/signIn"
              state={{ from }}
              size="lg"
              icon={<LogIn className="size-5" aria-hidden="true" />}
              className="w-full"
            >
              {t('preview.signIn')}
            </ButtonLink>
            <ButtonLink
              to="/signup"
              state={{ from }}
              variant="outline"
              size="lg"
              icon={<UserPlus className="size-5" aria-hidden="true" />}
              className="w-full"
            >
              {t('preview.signUp')}
            </ButtonLink>
            <p className="text-center text-xs text-slate-600">{t('preview.newHere')}</p>
          </div>
        </div>
      </article>
    </div>
  );
}

function Amount({ preview }: { preview: PropertyPreview }) {
  const { t } = useTranslation('details');
  const format = useFormat();
  const amount = preview.price ?? preview.rent;
  if (amount == null) return null;
  return (
    <p className="text-3xl font-bold tracking-tight text-brand-800">
      {format.rupees(amount)}
      {preview.price == null && (
        <span className="text-base font-medium text-slate-500">{t('preview.perMonth')}</span>
      )}
    </p>
  );
}

/** The preview's outline while it loads: the same boxes, so nothing moves when it arrives. */
function PreviewSkeleton() {
  const { t } = useTranslation('details');
  return (
    <div className="container-page py-5 sm:py-10" aria-busy="true">
      <span className="sr-only">
        <Spinner label={t('preview.loading')} />
      </span>
      <div
        className="mx-auto grid max-w-5xl animate-pulse overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-slate-900/5 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
        aria-hidden="true"
      >
        <div className="aspect-[3/2] bg-slate-200 md:aspect-auto md:min-h-[420px]" />
        <div className="flex flex-col gap-4 p-5 sm:p-8">
          <div className="h-4 w-28 rounded bg-slate-200" />
          <div className="h-8 w-4/5 rounded-lg bg-slate-200" />
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="h-9 w-40 rounded-lg bg-slate-200" />
          <div className="mt-auto h-44 rounded-2xl bg-slate-100" />
        </div>
      </div>
    </div>
  );
}

function PreviewNotFound() {
  const { t } = useTranslation('details');
  return (
    <div className="container-page flex flex-1 items-center justify-center py-16">
      <title>{t('preview.notFoundPageTitle')}</title>
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <SearchX className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
          {t('preview.notFoundTitle')}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">
          {t('preview.notFoundText')}
        </p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/search">{t('preview.browse')}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            {t('preview.backHome')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function PreviewError(props: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('details');
  const translateMessage = useTranslateMessage();
  return (
    <div className="container-page flex flex-1 items-center justify-center py-16">
      <div role="alert" className="max-w-md text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-red-50 text-red-700">
          <WifiOff className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-950">
          {t('preview.errorTitle')}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-slate-600">
          {translateMessage(props.message)}
        </p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            onClick={props.onRetry}
            loading={props.retrying}
            icon={<RotateCw className="size-4" aria-hidden="true" />}
          >
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
