import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { Property } from '@basera/contract';
import { PageSpinner } from '@/components/ui/spinner';
import type { OwnerPropertyQuery } from '../hooks/use-owner-property';
import { MissingProperty, PropertyLoadError } from './missing-property';

/** An owner screen's property once it has loaded; until then, what stands in its place. */
export function LoadedProperty({
  query: { propertyId, details },
  children,
}: {
  query: OwnerPropertyQuery;
  children: (property: Property) => ReactNode;
}) {
  const { t } = useTranslation('owner');
  if (!propertyId) return <MissingProperty />;
  if (details.isPending) return <PageSpinner label={t('missing.loading')} />;
  if (details.isError) {
    return (
      <PropertyLoadError
        error={details.error}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  }
  return children(details.data);
}
