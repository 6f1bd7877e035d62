import { useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPinned, ShieldCheck } from 'lucide-react';
import { APPROXIMATE_WITHIN_METRES, type LatLng, type Property } from '@basera/contract';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useNearbyListings } from '../api/list-nearby';
import { RelatedListings } from './related-listings';
import { SectionCard } from './section-card';

/**
 * The small map of a listing's area, handed in by the route (features/map's ApproximateAreaMap):
 * a feature does not import another.
 */
export type AreaMapComponent = ComponentType<{
  label: string;
  centre: LatLng;
  radiusMetres: number;
  texts: { loading: string; failed: string; retry: string };
  className?: string;
}>;

type ListingAreaProps = {
  property: Pick<Property, '_id' | 'location'>;
  AreaMap: AreaMapComponent;
};

/**
 * Where the listing is, roughly, and what else is listed within 2 km. The map and the
 * neighbours load as the reader scrolls near them, not with the page. Readers see a circle
 * around a point already moved up to 300 m from the door (docs/api.md), never a pin.
 */
export function ListingArea({ property, AreaMap }: ListingAreaProps) {
  const { t } = useTranslation('details');
  const mapBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mapBox);

  return (
    <>
      <SectionCard title={t('area.title')} id="location">
        <div
          ref={mapBox}
          className="relative h-56 overflow-hidden rounded-xl bg-[#e8efe9] ring-1 ring-slate-900/10 sm:h-64"
        >
          {near && (
            <AreaMap
              label={t('area.mapLabel')}
              centre={property.location}
              radiusMetres={APPROXIMATE_WITHIN_METRES}
              texts={{
                loading: t('area.loading'),
                failed: t('area.failed'),
                retry: t('area.retry'),
              }}
              className="h-full"
            />
          )}
        </div>
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            <strong className="font-semibold text-slate-800">{t('area.approximate')}</strong>{' '}
            {t('area.approximateNote')}
          </span>
        </p>
      </SectionCard>
      {/* On phones the cards sit on the page, not in a white card: the width of a card in
          search results, which its price row needs at 320 px. */}
      <SectionCard
        title={t('nearby.title')}
        id="nearby"
        className="max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none max-sm:ring-0"
      >
        <p className="-mt-2 mb-4 text-sm text-slate-600">{t('nearby.description')}</p>
        <NearbyListings property={property} enabled={near} />
      </SectionCard>
    </>
  );
}

function NearbyListings({
  property,
  enabled,
}: {
  property: ListingAreaProps['property'];
  enabled: boolean;
}) {
  const { t } = useTranslation('details');
  const nearby = useNearbyListings(property, enabled);
  return (
    <RelatedListings
      listings={nearby}
      enabled={enabled}
      emptyIcon={<MapPinned />}
      texts={{
        failed: t('nearby.failed'),
        loading: t('nearby.loading'),
        empty: t('nearby.empty'),
        listLabel: t('nearby.listLabel', { count: nearby.data?.length ?? 0 }),
      }}
    />
  );
}
