import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Building2, Mail, Phone } from 'lucide-react';
import { PropertyCard } from '@/components/property-card';
import { ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from '@/components/ui/status-panel';
import { useUser } from '@/features/accounts/api/get-user';
import { useOwnerPropertiesList } from '@/features/admin/api/list-owner-properties';
import { adminTabHref } from '@/features/admin/lib/tabs';
import { flattenPages } from '@/lib/paging';
import { telHref } from '@/lib/phone-links';

const contactChip =
  'inline-flex min-h-9 items-center gap-2 rounded-lg bg-slate-50 px-3 py-1.5 font-medium text-slate-800 ring-1 ring-slate-200 hover:text-brand-800 hover:ring-brand-300';

/** /ownerProperty/{ownerId} (docs/product.md §2): an owner's approved listings, for the admin. */
export default function OwnerPropertyRoute() {
  const { t } = useTranslation('admin');
  const { ownerId = '' } = useParams();
  const owner = useUser(ownerId, 'admin');
  const query = useOwnerPropertiesList(ownerId);
  const properties = flattenPages(query.data);
  const ownerName = owner.data ? `${owner.data.firstName} ${owner.data.lastName}` : null;
  const heading = ownerName
    ? t('routes.ownerProperty.heading', { name: ownerName })
    : t('routes.ownerProperty.headingNoName');

  return (
    <>
      <title>{t('routes.ownerProperty.pageTitle', { heading })}</title>
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page py-6 sm:py-8">
          <ButtonLink
            to={adminTabHref('owners')}
            variant="ghost"
            size="sm"
            icon={<ArrowLeft className="size-4" aria-hidden="true" />}
            className="-ml-3"
          >
            {t('routes.ownerProperty.back')}
          </ButtonLink>
          <p className="mt-3 text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
            {t('routes.ownerProperty.eyebrow')}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {owner.isPending ? (
              <span className="inline-block h-8 w-64 max-w-full animate-pulse rounded-lg bg-slate-200 align-middle">
                <span className="sr-only">{t('routes.ownerProperty.loadingOwner')}</span>
              </span>
            ) : (
              heading
            )}
          </h1>
          <p className="mt-2 text-[15px] text-slate-600">
            {t('routes.ownerProperty.approvedOnly')}
          </p>
          {owner.data && (
            <ul
              className="mt-4 flex flex-wrap gap-2 text-sm"
              aria-label={t('routes.ownerProperty.contact')}
            >
              {owner.data.email && (
                <li>
                  <a href={`mailto:${owner.data.email}`} className={contactChip}>
                    <Mail className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    <span className="break-all">{owner.data.email}</span>
                  </a>
                </li>
              )}
              <li>
                <a href={telHref(owner.data.phone)} className={contactChip}>
                  <Phone className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {owner.data.phone}
                </a>
              </li>
            </ul>
          )}
        </div>
      </div>

      <section className="container-page py-8 sm:py-10" aria-labelledby="owner-listings-heading">
        <h2 id="owner-listings-heading" className="sr-only">
          {t('routes.ownerProperty.approvedHeading')}
        </h2>
        <OwnerListings query={query} count={properties.length}>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {properties.map((property) => (
              <li key={property._id}>
                <PropertyCard property={property} detailsRoute="admin" />
              </li>
            ))}
          </ul>
        </OwnerListings>
      </section>
    </>
  );
}

function OwnerListings({
  query,
  count,
  children,
}: {
  query: ReturnType<typeof useOwnerPropertiesList>;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <CardsSkeleton />;
  if (query.isError && count === 0) {
    return (
      <LoadErrorPanel
        title={t('routes.ownerProperty.loadError')}
        error={query.error}
        onRetry={query.refetch}
      />
    );
  }
  if (count === 0) {
    return (
      <StatusPanel
        icon={<Building2 />}
        title={t('routes.ownerProperty.emptyTitle')}
        actions={
          <ButtonLink to={adminTabHref('property')} variant="outline">
            {t('routes.ownerProperty.openProperty')}
          </ButtonLink>
        }
      >
        {t('routes.ownerProperty.emptyText')}
      </StatusPanel>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {children}
      <LoadMore
        query={query}
        errorText={t('routes.ownerProperty.moreError')}
        endText={t('routes.ownerProperty.shown', { count })}
      />
    </div>
  );
}

function CardsSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <LoadingPlaceholder label={t('routes.ownerProperty.loading')}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div
            key={index}
            className="overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-slate-900/5"
          >
            <div className="aspect-[3/2] animate-pulse bg-slate-200" />
            <div className="space-y-3 p-5">
              <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
              <div className="h-10 w-full animate-pulse rounded-xl bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </LoadingPlaceholder>
  );
}
