import { House, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import notFoundIllustration from '@/assets/illustrations/not-found.svg';
import { ButtonLink } from '@/components/ui/button';

/** Any path no route matches. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="container-page flex flex-1 items-center justify-center py-12 sm:py-16">
      <title>{t('notFound.pageTitle')}</title>
      <div className="flex max-w-lg flex-col items-center text-center">
        <img
          src={notFoundIllustration}
          alt={t('notFound.illustration')}
          width={400}
          height={280}
          className="h-auto w-full max-w-[340px] sm:max-w-[400px]"
        />
        <p className="mt-4 text-sm font-semibold tracking-[0.16em] text-brand-700 uppercase">
          {t('notFound.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-3 max-w-md text-[15px] leading-relaxed text-slate-600 sm:text-base">
          {t('notFound.body')}
        </p>
        <div className="mt-7 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/" size="lg" icon={<House className="size-[18px]" aria-hidden="true" />}>
            {t('notFound.home')}
          </ButtonLink>
          <ButtonLink
            to="/search"
            size="lg"
            variant="outline"
            icon={<Search className="size-[18px]" aria-hidden="true" />}
          >
            {t('notFound.search')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
