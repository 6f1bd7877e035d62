import { MAP_TILES_META_NAME } from '@basera/contract';
import type { Map as LeafletMap } from 'leaflet';
import type { Leaflet } from './leaflet-on-demand';

/**
 * OpenStreetMap's data is under the ODbL, which asks for this credit wherever its tiles show:
 * '© OpenStreetMap contributors', the last word in the page's language.
 */
const attribution = (contributors: string) =>
  `&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> ${contributors}`;

/** The tile address template the server wrote into the page (MAP_TILE_URL), or null. */
export function tileUrlTemplate(page: Pick<Document, 'querySelector'> = document): string | null {
  const meta = page.querySelector<HTMLMetaElement>(`meta[name="${MAP_TILES_META_NAME}"]`);
  return meta?.content || null;
}

/**
 * The raster tiles under a map. Without a template, or without the internet (tests), the map
 * keeps its plain background and everything drawn on it still works: a tile that fails is only
 * a square of background.
 */
export function addTileLayer(leaflet: Leaflet, map: LeafletMap, contributors: string): void {
  const template = tileUrlTemplate();
  if (!template) return;
  leaflet
    .tileLayer(template, {
      maxZoom: 19,
      attribution: attribution(contributors),
      // No referrer beyond the origin and no cookies: the tile server learns nothing of the page.
      referrerPolicy: 'strict-origin-when-cross-origin',
    })
    .addTo(map);
}
