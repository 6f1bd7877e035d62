import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Scale } from 'lucide-react';
import type { Property } from '@basera/contract';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useSimilarListings } from '../api/list-similar';
import { RelatedListings } from './related-listings';
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
  return (
    <RelatedListings
      listings={similar}
      enabled={enabled}
      emptyIcon={<Scale />}
      texts={{
        failed: t('similar.failed'),
        loading: t('similar.loading'),
        empty: t('similar.empty'),
        listLabel: t('similar.listLabel', { count: similar.data?.length ?? 0 }),
      }}
    />
  );
}
