import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Building2, Plus } from 'lucide-react';
import { TRUST_RULES } from '@basera/contract';
import { ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { LoadErrorPanel, StatusPanel } from '@/components/ui/status-panel';
import { flattenPages } from '@/lib/paging';
import { useOwnerProperties } from '../api/get-owner-properties';
import { OwnerPropertyCard, OwnerPropertyCardSkeleton } from './owner-property-card';

type OwnerPropertiesProps = {
  userId: string;
  /** A listing to bring forward (the reminder mail links to ?confirm={propertyId}). */
  spotlightId?: string | null;
};

/** The owner's listings, PAGE_SIZE at a time with LOAD MORE. */
export function OwnerProperties({ userId, spotlightId = null }: OwnerPropertiesProps) {
  const { t } = useTranslation('owner');
  const properties = useOwnerProperties(userId);
  const list = flattenPages(properties.data);
  const spotlightShown = Boolean(spotlightId && list.some(({ _id }) => _id === spotlightId));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = properties;

  // The named listing may be older than the first page: read on until it is in the list.
  useEffect(() => {
    if (!spotlightId || spotlightShown) return;
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [
    spotlightId,
    spotlightShown,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  ]);

  return (
    <section aria-labelledby="listings-heading">
      <h2 id="listings-heading" className="text-xl font-bold tracking-tight text-slate-950">
        {t('properties.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('properties.lead', { days: TRUST_RULES.hideAfterDays })}
      </p>

      <div className="mt-5">
        {properties.isPending ? (
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <OwnerPropertyCardSkeleton />
            <OwnerPropertyCardSkeleton />
          </div>
        ) : properties.isError ? (
          <LoadErrorPanel
            title={t('properties.loadError')}
            error={properties.error}
            onRetry={properties.refetch}
            retrying={properties.isFetching}
          />
        ) : list.length === 0 ? (
          <StatusPanel
            icon={<Building2 />}
            title={t('properties.emptyTitle')}
            actions={
              <ButtonLink
                to="/addProperty"
                variant="accent"
                size="lg"
                icon={<Plus className="size-5" aria-hidden="true" />}
              >
                {t('properties.add')}
              </ButtonLink>
            }
          >
            {t('properties.emptyText')}
          </StatusPanel>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              {list.map((property) => (
                <li key={property._id} className="flex">
                  <div className="flex w-full flex-col [&>article]:flex-1">
                    <OwnerPropertyCard
                      property={property}
                      userId={userId}
                      spotlight={property._id === spotlightId}
                    />
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore query={properties} className="mt-6" />
          </>
        )}
      </div>
    </section>
  );
}
