import { useEffect } from 'react';
import { ArrowRight } from 'lucide-react';
import { PROPERTY_TYPE_LABELS } from '@basera/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { flattenPages } from '@/lib/paging';
import { useSearchFilter } from '@/lib/search-filter';
import { listingKeys } from '../api/keys';
import { usePropertyList } from '../api/list-properties';
import { useFirstPageOnChange } from '../hooks/use-first-page-on-change';
import { EmptyState } from './empty-state';
import { LoadMoreButton } from './load-more-button';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';
import { TypeChips } from './type-chips';

/**
 * The home page list (docs/product.md §2, §4): type chips, approved cards 6 at a time and LOAD MORE.
 * The chosen chip is the search filter's type, so /search starts from it too. A failed read is
 * only logged and the spinner stays (docs/product.md §8).
 */
export function HomeListings() {
  const { propertyType, setPropertyType } = useSearchFilter();
  useFirstPageOnChange('home', listingKeys.list(propertyType));
  const query = usePropertyList(propertyType);
  const properties = flattenPages(query.data);

  useEffect(() => {
    if (query.error) console.warn('Could not load properties', query.error);
  }, [query.error]);

  return (
    <section className="container-page py-12 sm:py-16" aria-labelledby="listings-heading">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
            Explore
          </p>
          <h2
            id="listings-heading"
            className="mt-1 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl"
          >
            Fresh listings for you
          </h2>
        </div>
        <p className="max-w-md text-[15px] text-slate-600">
          Approved properties across Bilaspur, Raipur, Durg and Bhilai. Pick a type to narrow down.
        </p>
      </div>

      <TypeChips value={propertyType} onChange={setPropertyType} className="mt-6" />

      <div className="mt-8">
        {query.status !== 'success' ? (
          <PropertyGridSkeleton label="Loading properties" />
        ) : properties.length === 0 ? (
          <EmptyState
            title={
              propertyType === 'all'
                ? 'No properties listed yet'
                : `No ${PROPERTY_TYPE_LABELS[propertyType]} properties yet`
            }
            actions={
              <>
                {propertyType !== 'all' && (
                  <Button variant="outline" onClick={() => setPropertyType('all')}>
                    Show all types
                  </Button>
                )}
                <ButtonLink to="/ownerDashboard" variant="primary">
                  List your property
                  <ArrowRight className="size-4" aria-hidden="true" />
                </ButtonLink>
              </>
            }
          >
            New listings go live as soon as our team approves them. Check back soon.
          </EmptyState>
        ) : (
          <>
            <PropertyGrid properties={properties} label="Properties" />
            {query.hasNextPage && (
              <LoadMoreButton
                what="properties"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
