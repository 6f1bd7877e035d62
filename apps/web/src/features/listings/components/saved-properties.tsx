import { ArrowRight } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { ButtonLink } from '@/components/ui/button';
import { useSavedProperties } from '../api/saved-properties';
import { EmptyState } from './empty-state';
import { PagedPropertyList } from './paged-property-list';

/** The signed-in user's bookmarked listings, 6 at a time with LOAD MORE (docs/product.md §2). */
export function SavedProperties({ userId }: { userId: string | null }) {
  const query = useSavedProperties(userId);

  return (
    <>
      <title>Saved Property | Basera</title>
      <PageHeader
        eyebrow="Your account"
        title="Saved Property"
        description="Homes you have saved with the heart, all in one place. Only approved listings appear here."
      />
      <PagedPropertyList
        query={query}
        heading={{ id: 'saved-heading', text: 'Your saved properties' }}
        art="saved"
        loadingLabel="Loading saved properties"
        errorTitle="We could not load your saved properties"
        empty={
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
        }
        summary={(count, more) => (
          <p className="mb-6 text-[15px] text-slate-600" aria-live="polite">
            {count}
            {more ? '+' : ''} saved {count === 1 && !more ? 'property' : 'properties'}
          </p>
        )}
        listLabel="Saved properties"
        loadMoreLabel="Load more saved properties"
      />
    </>
  );
}
