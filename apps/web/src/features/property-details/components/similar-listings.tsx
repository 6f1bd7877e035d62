import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Scale } from 'lucide-react';
import type { Property } from '@basera/contract';
import { PropertyCard } from '@/components/property-card';
import { LoadErrorPanel, LoadingPlaceholder, StatusPanel } from '@/components/ui/status-panel';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useSimilarListings } from '../api/list-similar';
import { SectionCard } from './section-card';

/**
 * 'More like this': other public listings of the same city and type, near in price and size,
 * closest first (GET /api/property/{id}/similar). Loaded as the reader scrolls near, like More
 * nearby; only for a public listing (the server has no list for any other).
 */
export function SimilarListings({ property }: { property: Pick<Property, '_id'> }) {
  const { t } = useTranslation('details');
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);

  return (
    // On phones the cards sit on the page, not in a white card, as in More nearby.
    <SectionCard
      title={t('similar.title')}
      id="similar"
      className="max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none max-sm:ring-0"
    >
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t('similar.description')}</p>
      <div ref={box}>
        <SimilarList propertyId={property._id} enabled={near} />
      </div>
    </SectionCard>
  );
}

function SimilarList({ propertyId, enabled }: { propertyId: string; enabled: boolean }) {
  const { t } = useTranslation('details');
  const similar = useSimilarListings(propertyId, enabled);

  if (similar.isError) {
    return (
      <LoadErrorPanel
        title={t('similar.failed')}
        error={similar.error}
        onRetry={similar.refetch}
        retrying={similar.isFetching}
      />
    );
  }
  // Not asked for until the reader comes near: nothing is loading yet, so nothing says so.
  if (!enabled) return <div className="h-40" aria-hidden="true" />;
  if (!similar.data) {
    return (
      <LoadingPlaceholder label={t('similar.loading')} className="grid gap-4 sm:grid-cols-2">
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
  if (similar.data.length === 0) {
    return <StatusPanel icon={<Scale />} title={t('similar.empty')} />;
  }
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      aria-label={t('similar.listLabel', { count: similar.data.length })}
    >
      {similar.data.map((listing) => (
        <li key={listing._id}>
          <PropertyCard property={listing} />
        </li>
      ))}
    </ul>
  );
}
