import { useEffect, useMemo } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  PROPERTY_TYPE_LABELS,
  searchMeaning,
  searchQueryString,
  type Property,
  type SearchParams,
} from '@basera/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { StatusPanel } from '@/components/ui/status-panel';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';
import { flattenPages, totalOf } from '@/lib/paging';
import { useSearchFilter } from '@/lib/search-filter';
import { listingKeys } from '../api/keys';
import { usePropertyList } from '../api/list-properties';
import { useFirstPageOnChange } from '../hooks/use-first-page-on-change';
import { filterChips } from '../lib/filter-chips';
import { withPropertyType } from '../lib/type-change';
import { FilterRow } from './filter-row';
import { HomeListingsFrame } from './home-listings-frame';
import { ListingArt } from './listing-art';
import { NoResults } from './no-results';
import { PropertyGrid } from './property-grid';
import { PropertyGridSkeleton } from './property-grid-skeleton';
import { ResultSummary } from './result-summary';
import { TypeChips } from './type-chips';

/**
 * The home page list (docs/product.md §2, §4): type chips, filters and sort (kept in home's URL,
 * sent to GET /api/property), approved cards 6 at a time and LOAD MORE. A failed read is only
 * logged and the skeleton stays (docs/product.md §8).
 */
export function HomeListings() {
  const { t } = useTranslation('home');
  const translateMessage = useTranslateMessage();
  const { search, setSearch } = useSearchFilter();
  // Home lists without text: a typed search goes to /search.
  const filters: SearchParams = useMemo(() => ({ ...search, search: '' }), [search]);
  const meaning = useMemo(() => searchMeaning(filters), [filters]);
  useFirstPageOnChange('home', listingKeys.list(searchQueryString(filters)));
  const query = usePropertyList('home', filters);
  const properties = flattenPages<Property>(query.data);
  const type = filters.propertyType;
  const stale = query.isPlaceholderData;
  const onlyType = filterChips(filters, meaning).every((chip) => chip.field === 'propertyType');

  useEffect(() => {
    if (query.error) console.warn('Could not load properties', query.error);
  }, [query.error]);

  return (
    <HomeListingsFrame>
      <TypeChips
        value={type ?? 'all'}
        onChange={(next) => setSearch(withPropertyType(filters, next))}
        className="mt-6"
      />
      <div className="mt-4">
        <FilterRow search={filters} meaning={meaning} onChange={setSearch} />
      </div>

      <div className="mt-6">
        <ResultSummary
          search={filters}
          meaning={meaning}
          onChange={setSearch}
          total={query.isError ? null : totalOf(query.data)}
          counting={query.isPending || stale}
        />
        {query.status !== 'success' || (stale && properties.length === 0) ? (
          <PropertyGridSkeleton label={t('listings.loading')} />
        ) : properties.length === 0 && !onlyType ? (
          <NoResults search={filters} meaning={meaning} onChange={setSearch} />
        ) : properties.length === 0 ? (
          <StatusPanel
            layout="section"
            art={<ListingArt />}
            title={
              type
                ? t('listings.noneOfType', { type: translateMessage(PROPERTY_TYPE_LABELS[type]) })
                : t('listings.none')
            }
            actions={
              <>
                {type && (
                  <Button
                    variant="outline"
                    onClick={() => setSearch(withPropertyType(filters, 'all'))}
                  >
                    {t('listings.showAllTypes')}
                  </Button>
                )}
                <ButtonLink to="/ownerDashboard" variant="primary">
                  {t('listings.listYours')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </ButtonLink>
              </>
            }
          >
            {t('listings.noneText')}
          </StatusPanel>
        ) : (
          <div
            aria-busy={stale || undefined}
            className={cn('transition-opacity', stale && 'opacity-50')}
          >
            <PropertyGrid properties={properties} label={t('listings.label')} />
            <LoadMore query={query} label={t('listings.loadMore')} className="mt-10" />
          </div>
        )}
      </div>
    </HomeListingsFrame>
  );
}
