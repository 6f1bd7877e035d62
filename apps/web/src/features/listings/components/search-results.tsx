import { useEffect } from 'react';
import { SearchX } from 'lucide-react';
import { CITY_PLACEHOLDER, type TypeFilter } from '@basera/contract';
import { Button } from '@/components/ui/button';
import { flattenPages } from '@/lib/paging';
import { useSearchFilter } from '@/lib/search-filter';
import { listingKeys, type SearchParams } from '../api/keys';
import { useSearchResults } from '../api/search-properties';
import { useFirstPageOnChange } from '../hooks/use-first-page-on-change';
import { EmptyState } from './empty-state';
import { PagedPropertyList } from './paged-property-list';
import { typeFilterLabel, TypeChips } from './type-chips';

/** The filter's city, where '' and the dropdown's label 'City' both mean every city. */
function cityOf(propertyCity: string): string {
  return propertyCity === CITY_PLACEHOLDER ? '' : propertyCity;
}

/** '6+ results for "flat" in Raipur': '+' while more pages remain. */
function summaryOf(count: number, more: boolean, { search, city, propertyType }: SearchParams) {
  const noun = count === 1 && !more ? 'result' : 'results';
  const type = propertyType === 'all' ? '' : `${typeFilterLabel(propertyType)} `;
  let text = `${count}${more ? '+' : ''} ${type}${noun}`;
  if (search) text += ` for "${search}"`;
  text += city ? ` in ${city}` : ' across all cities';
  return text;
}

/**
 * /search (docs/product.md §2, §4): what the search box stored, narrowed by the type chips, 6 cards at
 * a time with LOAD MORE. Open to visitors; the count goes back to 6 whenever the text, city or
 * type changes.
 */
export function SearchResults() {
  const { searchProperty, propertyCity, propertyType, setPropertyType, setSearch } =
    useSearchFilter();
  const params: SearchParams = {
    search: searchProperty.trim(),
    city: cityOf(propertyCity),
    propertyType,
  };
  useFirstPageOnChange('search', listingKeys.search(params));
  const query = useSearchResults(params);
  const properties = flattenPages(query.data);

  useEffect(() => {
    if (query.isFetchNextPageError) console.warn('Could not load more results', query.error);
  }, [query.isFetchNextPageError, query.error]);

  const hasFilters = Boolean(params.search || params.city || propertyType !== 'all');

  function clearAll() {
    setSearch({ searchProperty: '', propertyCity: '' });
    setPropertyType('all');
  }

  return (
    <>
      <title>{`${params.search ? `${params.search} | ` : ''}Search properties | Basera`}</title>
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page py-7 sm:py-9">
          <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">Search</p>
          <h1 className="mt-1.5 text-2xl font-bold tracking-tight break-words text-slate-950 sm:text-3xl">
            Search results
          </h1>
          <p className="mt-2 min-h-6 text-[15px] font-medium text-slate-700" aria-live="polite">
            {query.status === 'success'
              ? summaryOf(properties.length, query.hasNextPage, params)
              : query.status === 'pending'
                ? 'Searching…'
                : ''}
          </p>
          <TypeChips
            value={propertyType}
            onChange={(type: TypeFilter) => setPropertyType(type)}
            className="mt-5"
          />
        </div>
      </div>

      <PagedPropertyList
        query={query}
        heading={{ id: 'results-heading', text: 'Matching properties' }}
        art="search"
        loadingLabel="Searching properties"
        errorTitle="We could not load the results"
        empty={
          <EmptyState
            art="search"
            title="Property Not Found"
            actions={
              hasFilters && (
                <>
                  {propertyType !== 'all' && (
                    <Button variant="outline" onClick={() => setPropertyType('all')}>
                      Show all types
                    </Button>
                  )}
                  <Button
                    variant="primary"
                    onClick={clearAll}
                    icon={<SearchX className="size-4" aria-hidden="true" />}
                  >
                    Clear search
                  </Button>
                </>
              )
            }
          >
            {hasFilters
              ? 'Nothing matches your search yet. Try a nearby locality, a shorter phrase, another city or all property types.'
              : 'No properties are listed right now. New listings go live as soon as our team approves them.'}
          </EmptyState>
        }
        listLabel="Search results"
        loadMoreWhat="results"
      />
    </>
  );
}
