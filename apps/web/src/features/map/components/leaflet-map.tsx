import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMapInstance } from 'leaflet';
import { cn } from '@/lib/cn';
import type { MapOpening } from '../lib/map-area';
import { useLeaflet, type Leaflet } from '../lib/leaflet-on-demand';
import { addTileLayer } from '../lib/tile-layer';

export type LeafletMapProps = {
  /** The map's accessible name: 'Map of the results'. */
  label: string;
  /** Where it opens. Read once: after that the person moves the map. */
  opening: MapOpening;
  /** What stands in the map's place while Leaflet downloads, or when it could not. */
  loading: ReactNode;
  failed: (retry: () => void) => ReactNode;
  /** What is drawn on the map, given the map once it exists (markers, shapes, overlays). */
  children?: (map: LeafletMapInstance, leaflet: Leaflet) => ReactNode;
  className?: string;
};

/**
 * A Leaflet map in a React tree, for any screen that shows one (the search page; a pin picker or
 * a listing's small map would use it the same way). Leaflet is fetched when the first map mounts
 * (leaflet-on-demand.ts); the map is made once, fills its box (the parent gives it a size) and
 * follows that box's size. Nothing here runs on the server: effects only.
 */
export function LeafletMap({
  label,
  opening,
  loading,
  failed,
  children,
  className,
}: LeafletMapProps) {
  const load = useLeaflet();
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMapInstance | null>(null);
  const firstOpening = useRef(opening);
  const { t } = useTranslation('common');
  // Read once with the map, as the opening is: the credit and the zoom buttons are made with it,
  // in the page's language from the start (Leaflet's own are English).
  const words = useRef({
    contributors: t('mapCredit.contributors'),
    zoomIn: t('mapCredit.zoomIn'),
    zoomOut: t('mapCredit.zoomOut'),
  });

  const leaflet = load.status === 'ready' ? load.leaflet : null;
  useEffect(() => {
    const element = box.current;
    if (!leaflet || !element) return;
    const created = leaflet.map(element, {
      zoomControl: false,
      // Listings are in India; no need to scroll round the world.
      worldCopyJump: false,
      minZoom: 4,
      maxZoom: 19,
    });
    created.attributionControl.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noreferrer">Leaflet</a>',
    );
    const start = firstOpening.current;
    if ('bounds' in start) {
      const { minLat, minLng, maxLat, maxLng } = start.bounds;
      created.fitBounds(
        [
          [minLat, minLng],
          [maxLat, maxLng],
        ],
        { padding: [24, 24], maxZoom: start.maxZoom ?? 16 },
      );
    } else {
      created.setView([start.centre.lat, start.centre.lng], start.zoom);
    }
    leaflet.control
      .zoom({ zoomInTitle: words.current.zoomIn, zoomOutTitle: words.current.zoomOut })
      .addTo(created);
    addTileLayer(leaflet, created, words.current.contributors);
    // Not once the box has left the page (the map closing): a map of no size would move, and
    // whoever follows its moves would hear of a view nobody sees.
    const resize = new ResizeObserver(() => {
      if (element.isConnected && element.clientWidth > 0) created.invalidateSize();
    });
    resize.observe(element);
    setMap(created);
    return () => {
      resize.disconnect();
      setMap(null);
      created.remove();
    };
  }, [leaflet]);

  return (
    <div className={cn('relative isolate', className)}>
      <div
        ref={box}
        role="region"
        aria-label={label}
        className="basera-map absolute inset-0 z-0 bg-[#e8efe9]"
      />
      {load.status === 'loading' && loading}
      {load.status === 'failed' && failed(load.retry)}
      {map && leaflet && children?.(map, leaflet)}
    </div>
  );
}
