import { SearchX } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState, ErrorState } from './state-panels';

/** No property id in the address, or one that is not the owner's. */
export function MissingProperty({ notFound = false }: { notFound?: boolean }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={notFound ? 'This property was not found' : 'Choose a property first'}
      action={
        <ButtonLink to="/ownerDashboard" variant="primary">
          Go to your dashboard
        </ButtonLink>
      }
    >
      {notFound
        ? 'It may have been deleted, or it belongs to another account.'
        : "This page works on one of your properties. Open it from the property's card on your dashboard."}
    </EmptyState>
  );
}

/** A property that failed to load: gone (404/403) or a transient failure with a retry. */
export function PropertyLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    return <MissingProperty notFound />;
  }
  return (
    <ErrorState
      title="We could not load this property"
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
