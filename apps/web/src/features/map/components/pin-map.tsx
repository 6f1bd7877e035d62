import { useEffect, useRef } from 'react';
import type { Map as LeafletMapInstance, Marker } from 'leaflet';
import type { LatLng } from '@basera/contract';
import type { Leaflet } from '../lib/leaflet-on-demand';
import { pinMovedByKey } from '../lib/pin-keys';
import { LeafletMap } from './leaflet-map';
import { MapFailed, MapLoading, type SmallMapTexts } from './map-stand-ins';

export type PinMapProps = {
  /** The map's accessible name: 'Map: place the pin on your property'. */
  label: string;
  /** The pin's accessible name, saying how to move it by keyboard. */
  pinLabel: string;
  at: LatLng;
  /** A person moved the pin: dragged it, tapped the map, or pressed an arrow key on it. */
  onMove: (at: LatLng) => void;
  /** Where it opens: close in on a pin the owner placed, wider on a locality's centre. */
  zoom: number;
  texts: SmallMapTexts;
  className?: string;
};

/** A classic map pin, 32 × 42 px, its point at the bottom middle (the icon's anchor). */
const PIN_SIZE: [number, number] = [32, 42];
const PIN_HTML = `<span class="basera-marker-label cursor-grab"><svg class="block" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#0f4c4a" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg></span>`;

/**
 * A map with one pin the person places (a listing's door): drag the pin, tap the map, or focus
 * the pin and use the arrow keys (Shift for longer steps). The pin follows `at` when it changes
 * from outside (a pasted link, the device's position), and the map follows the pin.
 */
export function PinMap({ label, pinLabel, at, onMove, zoom, texts, className }: PinMapProps) {
  return (
    <LeafletMap
      label={label}
      opening={{ centre: at, zoom }}
      loading={<MapLoading texts={texts} />}
      failed={(retry) => <MapFailed texts={texts} retry={retry} />}
      className={className}
    >
      {(map, leaflet) => (
        <DraggablePin map={map} leaflet={leaflet} at={at} onMove={onMove} label={pinLabel} />
      )}
    </LeafletMap>
  );
}

type DraggablePinProps = {
  map: LeafletMapInstance;
  leaflet: Leaflet;
  at: LatLng;
  onMove: (at: LatLng) => void;
  label: string;
};

function DraggablePin({ map, leaflet, at, onMove, label }: DraggablePinProps) {
  const pin = useRef<Marker | null>(null);
  // The latest callback, without remaking the marker (and losing its focus) on every render.
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  }, [onMove]);
  const start = useRef(at);

  useEffect(() => {
    const marker = leaflet.marker([start.current.lat, start.current.lng], {
      icon: leaflet.divIcon({
        className: 'basera-marker basera-pin-marker',
        html: PIN_HTML,
        // A real box (unlike the price tags' zero-size anchor), so the whole pin takes a finger.
        iconSize: PIN_SIZE,
        iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
      }),
      draggable: true,
      autoPan: true,
      keyboard: true,
      zIndexOffset: 1000,
    });
    const report = () => {
      const { lat, lng } = marker.getLatLng();
      moved.current({ lat, lng });
    };
    const onKey = (event: KeyboardEvent) => {
      const { lat, lng } = marker.getLatLng();
      const next = pinMovedByKey({ lat, lng }, event.key, map.getZoom(), event.shiftKey);
      if (!next) return;
      // The arrows move the pin, not the map (Leaflet's own keyboard pans a focused map).
      event.preventDefault();
      event.stopPropagation();
      moved.current(next);
    };
    marker.on('dragend', report);
    marker.on('add', () => marker.getElement()?.addEventListener('keydown', onKey));
    const onMapClick = (event: { latlng: { lat: number; lng: number } }) =>
      moved.current({ lat: event.latlng.lat, lng: event.latlng.lng });
    map.on('click', onMapClick);
    // The page scrolls under a small map; zooming is for its buttons, pinches and double taps.
    map.scrollWheelZoom.disable();
    marker.addTo(map);
    pin.current = marker;
    return () => {
      map.off('click', onMapClick);
      marker.getElement()?.removeEventListener('keydown', onKey);
      marker.remove();
      pin.current = null;
    };
  }, [map, leaflet]);

  useEffect(() => {
    pin.current?.getElement()?.setAttribute('aria-label', label);
  }, [label]);

  useEffect(() => {
    const marker = pin.current;
    if (!marker) return;
    marker.setLatLng([at.lat, at.lng]);
    // A pin moved from outside (a pasted link, the device's position) is brought into view.
    if (!map.getBounds().pad(-0.15).contains([at.lat, at.lng])) map.panTo([at.lat, at.lng]);
  }, [map, at.lat, at.lng]);

  return null;
}
