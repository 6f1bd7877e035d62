import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Property } from '@basera/contract';
import { LoadMore } from '@/components/ui/load-more';
import { LoadErrorPanel } from '@/components/ui/status-panel';
import { useTranslateMessage } from '@/i18n/translate-message';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { flattenPages, type CountedPage } from '@/lib/paging';
import { ListingArt } from './listing-art';
import { PropertyGrid } from './property-grid';
import { PropertyGridSkeleton } from './property-grid-skeleton';

type PagedPropertyListProps = {
  query: UseInfiniteQueryResult<InfiniteData<Property[]> | InfiniteData<CountedPage<Property>>>;
  /** The section's hidden heading, for screen readers. */
  heading: { id: string; text: string };
  art: 'search' | 'saved';
  /** The spinner's label while the first page loads. */
  loadingLabel: string;
  errorTitle: string;
  /** What stands in for the list when it has no cards. */
  empty: ReactNode;
  /** Above the list in every state, e.g. the count and the active filters. */
  header?: ReactNode;
  /** A line above the cards, given how many there are and whether more pages remain. */
  summary?: (count: number, more: boolean) => ReactNode;
  /** Names the list of cards. */
  listLabel: string;
  /** LOAD MORE's name for screen readers, saying what it loads: 'Load more results'. */
  loadMoreLabel: string;
  /** 'page' (default): the page's width; 'column': a column beside a map, framed by its parent. */
  width?: 'page' | 'column';
};

/** Property cards read 6 at a time with LOAD MORE, with its loading, error and empty states. */
export function PagedPropertyList({
  query,
  heading,
  art,
  loadingLabel,
  errorTitle,
  empty,
  header,
  summary,
  listLabel,
  loadMoreLabel,
  width = 'page',
}: PagedPropertyListProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const properties = flattenPages<Property>(query.data);
  // While another search loads, the last one's cards stay, dimmed; an empty one gives way to the
  // skeleton rather than offering ways out of a search that is already gone.
  const stale = query.isPlaceholderData;

  return (
    <section
      className={width === 'page' ? 'container-page py-8 sm:py-12' : 'min-w-0'}
      aria-labelledby={heading.id}
    >
      <h2 id={heading.id} className="sr-only">
        {heading.text}
      </h2>
      {header}
      {query.status === 'pending' || (stale && properties.length === 0) ? (
        <PropertyGridSkeleton label={loadingLabel} />
      ) : query.status === 'error' ? (
        <LoadErrorPanel
          layout="section"
          art={<ListingArt art={art} />}
          title={errorTitle}
          error={query.error}
          onRetry={query.refetch}
          retrying={query.isRefetching}
        >
          {t('errors.checkConnection', { message: translateMessage(errorMessage(query.error)) })}
        </LoadErrorPanel>
      ) : properties.length === 0 ? (
        empty
      ) : (
        <div
          aria-busy={stale || undefined}
          className={cn('transition-opacity', stale && 'opacity-50')}
        >
          {summary?.(properties.length, query.hasNextPage)}
          <PropertyGrid
            properties={properties}
            label={listLabel}
            desktopColumns={width === 'page' ? 3 : 2}
          />
          <LoadMore query={query} label={loadMoreLabel} className="mt-10" />
        </div>
      )}
    </section>
  );
}
