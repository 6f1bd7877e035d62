import { ArrowRight, RotateCcw } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { flattenPages } from '../api/paging';
import { useSavedProperties } from '../api/saved-properties';
import { EmptyState } from './empty-state';
import { LoadMoreButton } from './load-more-button';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';

/** The signed-in user's bookmarked listings, 6 at a time with LOAD MORE (SPEC.md §2). */
export function SavedProperties({ userId }: { userId: string | null }) {
  const query = useSavedProperties(userId);
  const properties = flattenPages(query.data?.pages);

  return (
    <>
      <title>Saved Property | Basera</title>
      <PageHeader
        eyebrow="Your account"
        title="Saved Property"
        description="Homes you have saved with the heart, all in one place. Only approved listings appear here."
      />
      <section className="container-page py-8 sm:py-12" aria-labelledby="saved-heading">
        <h2 id="saved-heading" className="sr-only">
          Your saved properties
        </h2>
        {query.status === 'pending' ? (
          <PropertyGridSkeleton label="Loading saved properties" />
        ) : query.status === 'error' ? (
          <EmptyState
            art="saved"
            title="We could not load your saved properties"
            actions={
              <Button
                variant="primary"
                onClick={() => void query.refetch()}
                loading={query.isRefetching}
                icon={<RotateCcw className="size-4" aria-hidden="true" />}
              >
                Try again
              </Button>
            }
          >
            {errorMessage(query.error)}. Check your connection and try again.
          </EmptyState>
        ) : properties.length === 0 ? (
          <EmptyState
            art="saved"
            title="No saved properties yet"
            actions={
              <ButtonLink to="/" variant="primary">
                Browse properties
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            }
          >
            Tap the heart on any property to save it here, so you can compare and come back to it
            later.
          </EmptyState>
        ) : (
          <>
            <p className="mb-6 text-[15px] text-slate-600" aria-live="polite">
              {properties.length}
              {query.hasNextPage ? '+' : ''} saved{' '}
              {properties.length === 1 && !query.hasNextPage ? 'property' : 'properties'}
            </p>
            <PropertyGrid properties={properties} label="Saved properties" />
            {query.hasNextPage && (
              <LoadMoreButton
                what="saved properties"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              />
            )}
          </>
        )}
      </section>
    </>
  );
}
