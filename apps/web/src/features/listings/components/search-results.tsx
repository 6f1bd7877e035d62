import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMeaning, searchQueryString } from '@basera/contract';
import { SearchForm } from '@/components/search-form';
import { cn } from '@/lib/cn';
import { totalOf } from '@/lib/paging';
import { useSearchFilter } from '@/lib/search-filter';
import { listingKeys } from '../api/keys';
import { usePropertyList } from '../api/list-properties';
import { useFirstPageOnChange } from '../hooks/use-first-page-on-change';
import { useNearMe } from '../hooks/use-near-me';
import { withPropertyType } from '../lib/type-change';
import { FilterRow } from './filter-row';
import { NoResults } from './no-results';
import { PagedPropertyList } from './paged-property-list';
import { ResultSummary } from './result-summary';
import { NearMeNotice } from './near-me-notice';
import { TypeChips } from './type-chips';
import { ViewSwitch } from './view-switch';

type SearchResultsProps = {
  /**
   * The map of the results, shown when the URL says view=map: full screen on phones, beside the
   * list on wide screens. A route hands it in (features do not import each other).
   */
  map: ReactNode;
};

/**
 * /search (docs/product.md §2, §4): the search in the URL (text, city, type, filters, sort), 6
 * cards at a time with LOAD MORE. Open to visitors; the count goes back to 6 whenever the search
 * changes. Phones get the search box here (the header keeps it in its menu only). List or map,
 * as the URL says; 'near me' asks the browser where it is.
 */
export function SearchResults({ map }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const { search, setSearch, view, setView } = useSearchFilter();
  useFirstPageOnChange('search', listingKeys.search(searchQueryString(search)));
  const query = usePropertyList('search', search);
  // The one reading of the text on this screen: the type chips, filters, chips and notes share it.
  const meaning = useMemo(() => searchMeaning(search), [search]);
  const type = meaning.filters.propertyType;
  const nearMe = useNearMe(search, meaning, setSearch);

  useEffect(() => {
    if (query.isFetchNextPageError) console.warn('Could not load more results', query.error);
  }, [query.isFetchNextPageError, query.error]);

  const text = search.search.trim();

  return (
    <>
      <title>{text ? t('results.pageTitleFor', { text }) : t('results.pageTitle')}</title>
      {/* Wide screens with the map: the title, filters and list in the left column, the map in
          the right from just under the header, so the whole map is on the first screen. */}
      <div
        className={cn(
          view.map &&
            'lg:container-page lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-8',
        )}
      >
        <div className="min-w-0">
          <div
            className={cn('border-b border-slate-200 bg-white', view.map && 'lg:bg-transparent')}
          >
            <div className={cn('container-page pt-7 pb-5 sm:pt-9', view.map && 'lg:px-0')}>
              <p className="text-xs font-semibold tracking-[0.16em] text-brand-700 uppercase">
                {t('results.eyebrow')}
              </p>
              <div className="mt-1.5 flex items-end justify-between gap-3">
                <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-slate-950 sm:text-3xl">
                  {t('results.title')}
                </h1>
                <ViewSwitch map={view.map} onChange={(showMap) => setView({ map: showMap })} />
              </div>
              {/* Phones only: wide screens have the header's box (CSS decides, as on home). */}
              <SearchForm variant="hero" className="mt-5 lg:hidden" />
              <TypeChips
                value={type ?? 'all'}
                onChange={(next) => setSearch(withPropertyType(search, next))}
                className="mt-5"
              />
              <div className="mt-4 border-t border-slate-100 pt-4">
                <FilterRow
                  search={search}
                  meaning={meaning}
                  onChange={setSearch}
                  // Beside the map the column is narrow: the filters take its width, the sort goes under.
                  className={cn(view.map && 'lg:flex-wrap')}
                />
              </div>
              <NearMeNotice status={nearMe} className="mt-4" />
            </div>
          </div>

          {/* Phones: the map covers the screen and has its own way back to the list. */}
          <div className={cn(view.map && 'max-lg:hidden lg:py-6')}>
            <PagedPropertyList
              query={query}
              heading={{ id: 'results-heading', text: t('results.heading') }}
              art="search"
              loadingLabel={t('results.loading')}
              errorTitle={t('results.error')}
              header={
                <ResultSummary
                  search={search}
                  meaning={meaning}
                  onChange={setSearch}
                  total={query.isError ? null : totalOf(query.data)}
                  counting={query.isPending || query.isPlaceholderData}
                />
              }
              empty={<NoResults search={search} meaning={meaning} onChange={setSearch} />}
              listLabel={t('results.listLabel')}
              loadMoreLabel={t('results.loadMore')}
              width={view.map ? 'column' : 'page'}
            />
          </div>
        </div>
        {view.map && <div className="min-w-0 lg:pt-9 lg:pb-6">{map}</div>}
      </div>
    </>
  );
}
