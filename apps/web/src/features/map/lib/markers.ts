import type { LatLng } from '@basera/contract';
import type { Marker } from 'leaflet';
import type { Leaflet } from './leaflet-on-demand';

/**
 * Markers drawn as HTML (Leaflet's divIcon), styled in map.css: no image to download, text in
 * the page's font, and a focus ring. Leaflet makes each a focusable button (`keyboard`); Enter
 * and Space press it as a click does (Leaflet itself only opens popups on Enter). The visible
 * text is short; `name` is what a screen reader says.
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

/** Where the point is on the label: under its middle (a price tag's tip) or at its centre. */
type Anchor = 'bottom' | 'centre';

/** The gap between a price tag and its point, taken by the tag's tip (map.css). */
const TIP_PX = 7;

function markerAt(
  leaflet: Leaflet,
  at: LatLng,
  className: string,
  anchor: Anchor,
  { text, name }: MarkerText,
): Marker {
  const marker = leaflet.marker([at.lat, at.lng], {
    icon: leaflet.divIcon({
      className: `basera-marker ${className}`,
      html: `<span class="basera-marker-label">${escapeText(text)}</span>`,
      // Unset: Leaflet gives the element no size; it is measured once added (below).
      iconSize: undefined,
    }),
    keyboard: true,
    riseOnHover: true,
  });
  marker.on('keydown', (event) => {
    const key = (event.originalEvent as KeyboardEvent).key;
    if (key !== 'Enter' && key !== ' ') return;
    event.originalEvent.preventDefault();
    marker.fire('click');
  });
  marker.on('add', () => {
    const element = marker.getElement();
    const label = element?.firstElementChild;
    if (!element || !(label instanceof HTMLElement)) return;
    element.setAttribute('aria-label', name);
    // The label's own size, measured once it is in the page (a price is as wide as its text),
    // so the focusable element is exactly what is seen and tapped, anchored at the point.
    const { offsetWidth: width, offsetHeight: height } = label;
    element.style.width = `${width}px`;
    element.style.height = `${height}px`;
    element.style.marginLeft = `${-width / 2}px`;
    element.style.marginTop = `${anchor === 'bottom' ? -(height + TIP_PX) : -height / 2}px`;
  });
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
    'bottom',
    label,
  );
  if (label.selected) marker.setZIndexOffset(1000);
  return marker;
}

/** Several listings close together: their count in a circle that grows a little with it. */
export function clusterMarker(leaflet: Leaflet, at: LatLng, label: MarkerText & { count: number }) {
  const size = label.count < 10 ? 'is-small' : label.count < 100 ? 'is-medium' : 'is-large';
  return markerAt(leaflet, at, `basera-cluster-marker ${size}`, 'centre', label);
}
