/**
 * Where the map's raster tiles come from. The server reads MAP_TILE_URL (this default unset),
 * allows its origin for images in the Content-Security-Policy, and writes it into every page's
 * head as `<meta name="basera-map-tiles" content="…/{z}/{x}/{y}.png">`, which the map reads.
 * Without the tag (the offline shell) the map draws no tiles, only its markers.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const MAP_TILES_META_NAME = 'basera-map-tiles';
