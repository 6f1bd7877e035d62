import type { LatLng } from '@basera/contract';
import type { Marker } from 'leaflet';
import type { Leaflet } from './leaflet-on-demand';

/**
 * Markers drawn as HTML (Leaflet's divIcon), styled in map.css: no image to download, text in
 * the page's font, and a focus ring. Leaflet makes each a focusable button (`keyboard`) that
 * Enter activates as a click. The visible text is short; `name` is what a screen reader says.
 */
type MarkerText = {
  /** What the marker shows: '₹15k', '12'. */
  text: string;
  /** Its accessible name: '2 BHK Apartment, ₹15,000'. */
  name: string;
};

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function markerAt(
  leaflet: Leaflet,
  at: LatLng,
  className: string,
  { text, name }: MarkerText,
): Marker {
  const marker = leaflet.marker([at.lat, at.lng], {
    // A zero-size anchor at the point; the label centres itself above it in CSS, whatever its width.
    icon: leaflet.divIcon({
      className: `basera-marker ${className}`,
      html: `<span class="basera-marker-label">${escapeText(text)}</span>`,
      iconSize: [0, 0],
    }),
    keyboard: true,
    riseOnHover: true,
  });
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', name));
  return marker;
}

/** One listing: its price as a tag pointing at its place. `selected` marks the one whose card is open. */
export function priceMarker(
  leaflet: Leaflet,
  at: LatLng,
  label: MarkerText & { selected?: boolean },
): Marker {
  const marker = markerAt(
    leaflet,
    at,
    label.selected ? 'basera-price-marker is-selected' : 'basera-price-marker',
    label,
  );
  if (label.selected) marker.setZIndexOffset(1000);
  return marker;
}

/** Several listings close together: their count in a circle that grows a little with it. */
export function clusterMarker(leaflet: Leaflet, at: LatLng, label: MarkerText & { count: number }) {
  const size = label.count < 10 ? 'is-small' : label.count < 100 ? 'is-medium' : 'is-large';
  return markerAt(leaflet, at, `basera-cluster-marker ${size}`, label);
}
