import type { Map as LeafletMapInstance } from 'leaflet';
import type { Leaflet } from './leaflet-on-demand';

/** The zoom buttons' names in the reader's language. */
export type ZoomTitles = { zoomIn: string; zoomOut: string };

/**
 * Replaces Leaflet's zoom buttons, named in English ('Zoom in'), with the same buttons named in
 * the page's language. Answers how to put Leaflet's back, which does nothing once the map itself
 * is gone (React may clean up the map before what is drawn on it).
 */
export function translateZoomControl(
  map: LeafletMapInstance,
  leaflet: Leaflet,
  titles: ZoomTitles,
): () => void {
  // A map made by LeafletMap has its buttons in the page's language from the start, and no
  // English ones to replace (a replaced button could be seen, and read, before the swap).
  if (!map.zoomControl) return () => {};
  const position = map.zoomControl.getPosition();
  map.zoomControl.remove();
  const translated = leaflet.control
    .zoom({ position, zoomInTitle: titles.zoomIn, zoomOutTitle: titles.zoomOut })
    .addTo(map);
  let mapGone = false;
  const onUnload = () => {
    mapGone = true;
  };
  map.once('unload', onUnload);
  return () => {
    map.off('unload', onUnload);
    translated.remove();
    if (!mapGone) map.zoomControl.addTo(map);
  };
}
