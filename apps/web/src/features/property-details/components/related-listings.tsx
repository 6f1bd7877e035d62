import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Property } from '@basera/contract';
import { PropertyCard } from '@/components/property-card';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from '@/components/ui/status-panel';

/**
 * Other listings shown under a listing (More nearby, More like this): asked for once the reader
 * comes near, then loading, failed with Try again, empty, or the cards.
 */
export function RelatedListings({
  listings,
  enabled,
  texts,
  emptyIcon,
}: {
  listings: UseQueryResult<Property[]>;
  enabled: boolean;
  texts: { failed: string; loading: string; empty: string; listLabel: string };
  emptyIcon: ReactNode;
}) {
  if (listings.isError) {
    return (
      <LoadErrorPanel
        title={texts.failed}
        error={listings.error}
        onRetry={listings.refetch}
        retrying={listings.isFetching}
      />
    );
  }
  // Not asked for until the reader comes near: nothing is loading yet, so nothing says so.
  if (!enabled) return <div className="h-40" aria-hidden="true" />;
  if (!listings.data) {
    return (
      <LoadingPlaceholder label={texts.loading} className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 2 }, (_, index) => (
          <div
            key={index}
            aria-hidden="true"
            className="aspect-[4/3] animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none"
          />
        ))}
      </LoadingPlaceholder>
    );
  }
  if (listings.data.length === 0) return <StatusPanel icon={emptyIcon} title={texts.empty} />;
  return (
    // One column on phones, two beside each other from tablets on.
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={texts.listLabel}>
      {listings.data.map((listing) => (
        <li key={listing._id}>
          <PropertyCard property={listing} />
        </li>
      ))}
    </ul>
  );
}
