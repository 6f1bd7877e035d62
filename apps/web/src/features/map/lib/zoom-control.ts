import type { Map as LeafletMapInstance } from 'leaflet';
import type { Leaflet } from './leaflet-on-demand';

/** The zoom buttons' names in the reader's language. */
export type ZoomTitles = { zoomIn: string; zoomOut: string };

/**
 * Replaces Leaflet's zoom buttons, named in English ('Zoom in'), with the same buttons named in
 * the page's language. Answers how to put Leaflet's back.
 */
export function translateZoomControl(
  map: LeafletMapInstance,
  leaflet: Leaflet,
  titles: ZoomTitles,
): () => void {
  const position = map.zoomControl.getPosition();
  map.zoomControl.remove();
  const translated = leaflet.control
    .zoom({ position, zoomInTitle: titles.zoomIn, zoomOutTitle: titles.zoomOut })
    .addTo(map);
  return () => {
    translated.remove();
    map.zoomControl.addTo(map);
  };
}
