/**
 * Leaflet and its stylesheet with ours, as one chunk of their own: imported only through
 * leaflet-on-demand.ts, so no page pays for the map before one opens
 * (docs/decisions/0048-leaflet-for-the-map.md).
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../map.css';

export { L };
