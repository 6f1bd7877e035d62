import { useEffect } from 'react';
import type { Map as LeafletMapInstance } from 'leaflet';
import type { LatLng } from '@basera/contract';
import type { Leaflet } from '../lib/leaflet-on-demand';
import { LeafletMap } from './leaflet-map';
import { MapFailed, MapLoading, type SmallMapTexts } from './map-stand-ins';

export type ApproximateAreaMapProps = {
  /** The map's accessible name: 'Map of the approximate location'. */
  label: string;
  /** The point the public is shown (already up to 300 m from the door). */
  centre: LatLng;
  radiusMetres: number;
  texts: SmallMapTexts;
  className?: string;
};

/** Zoom 15 shows a 300 m circle about 130 px across: the neighbourhood, not the street. */
const AREA_ZOOM = 15;

/**
 * A small map with a shaded circle where a listing is, and no pin: the circle says 'somewhere
 * here', since the point itself is moved to keep the door private.
 */
export function ApproximateAreaMap({
  label,
  centre,
  radiusMetres,
  texts,
  className,
}: ApproximateAreaMapProps) {
  return (
    <LeafletMap
      label={label}
      opening={{ centre, zoom: AREA_ZOOM }}
      loading={<MapLoading texts={texts} />}
      failed={(retry) => <MapFailed texts={texts} retry={retry} />}
      className={className}
    >
      {(map, leaflet) => (
        <AreaCircle map={map} leaflet={leaflet} centre={centre} radiusMetres={radiusMetres} />
      )}
    </LeafletMap>
  );
}

function AreaCircle({
  map,
  leaflet,
  centre,
  radiusMetres,
}: {
  map: LeafletMapInstance;
  leaflet: Leaflet;
  centre: LatLng;
  radiusMetres: number;
}) {
  useEffect(() => {
    const circle = leaflet
      .circle([centre.lat, centre.lng], {
        radius: radiusMetres,
        color: '#0f4c4a',
        weight: 2,
        fillColor: '#0f4c4a',
        fillOpacity: 0.18,
        interactive: false,
        className: 'basera-approximate-area',
      })
      .addTo(map);
    map.scrollWheelZoom.disable();
    return () => {
      circle.remove();
    };
  }, [map, leaflet, centre.lat, centre.lng, radiusMetres]);
  return null;
}
