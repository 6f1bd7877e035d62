import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { List, PenLine, Search, X } from 'lucide-react';
import type { Map as LeafletMapInstance, Marker } from 'leaflet';
import {
  formatRupees,
  polygonParam,
  bboxParam,
  POLYGON_LIMITS,
  PROPERTY_TYPE_LABELS,
  readBbox,
  readPolygon,
  searchMeaning,
  type Bbox,
  type LatLng,
  type MapAnswer,
  type MapPoint,
  type SearchParams,
} from '@basera/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/i18n/use-format';
import { useTranslateMessage } from '@/i18n/translate-message';
import { cn } from '@/lib/cn';
import { useSearchFilter } from '@/lib/search-filter';
import { LIST_VIEW, type MapCamera } from '@/lib/search-view';
import { useMapMarkers } from '../api/get-map-markers';
import type { Leaflet } from '../lib/leaflet-on-demand';
import { clampedBbox, mapOpening, markerArea } from '../lib/map-area';
import { clusterCount, markerPrice } from '../lib/marker-labels';
import { clusterMarker, priceMarker } from '../lib/markers';
import { groupOverlapping } from '../lib/overlapping';
import { simplifyPath, type ScreenPoint } from '../lib/simplify-path';
import { ChosenListing } from './chosen-listing';
import { DrawArea } from './draw-area';
import { LeafletMap } from './leaflet-map';

/**
 * The search page's map (docs/product.md §4): the search's listings as price markers and the
 * server's clusters, 'Search this area', 'Draw area', and the card of the listing tapped. Full
 * screen on phones, beside the list on wide screens (CSS decides, as the page is rendered on the
 * server). The list stays the accessible way to every result; the map is reachable by keyboard.
 */
export function SearchMap() {
  const { t } = useTranslation('search');
  const { search, setSearch, view, setView } = useSearchFilter();
  const meaning = useMemo(() => searchMeaning(search), [search]);
  const [opening] = useState(() => mapOpening(search, meaning, view.camera));
  const panel = useRef<HTMLDivElement>(null);
  useHeaderHeight(panel);

  return (
    // Wide screens: the whole panel on the first screen (2.25rem under the header, 1.5rem above
    // the screen's bottom), and stuck 1.5rem under the header as the list scrolls.
    <div
      ref={panel}
      className="basera-search-map fixed inset-0 z-[45] bg-white lg:sticky lg:top-[calc(var(--header-height,72px)+1.5rem)] lg:z-auto lg:h-[calc(100dvh-var(--header-height,72px)-3.75rem)] lg:overflow-hidden lg:rounded-2xl lg:shadow-card lg:ring-1 lg:ring-slate-900/10"
    >
      <LeafletMap
        label={t('map.label')}
        opening={opening}
        className="size-full"
        loading={
          <div className="absolute inset-0 z-10 grid place-items-center">
            <Spinner label={t('map.loading')} className="size-7 text-brand-700" />
          </div>
        }
        failed={(retry) => (
          <div
            role="alert"
            className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 p-6 text-center"
          >
            <p className="text-base font-semibold text-slate-900">{t('map.failed')}</p>
            <Button variant="outline" onClick={retry}>
              {t('map.retry')}
            </Button>
          </div>
        )}
      >
        {(map, leaflet) => (
          <SearchMapLayers
            map={map}
            leaflet={leaflet}
            search={search}
            setSearch={setSearch}
            onCameraChange={(camera) => setView({ map: true, camera }, { replace: true })}
          />
        )}
      </LeafletMap>
      {/* Phones: the map covers the list, so it carries its own way back. */}
      <Button
        variant="light"
        size="sm"
        onClick={() => setView(LIST_VIEW)}
        className="absolute top-3 left-3 z-30 shadow-md ring-1 ring-slate-900/10 lg:hidden"
      >
        <List className="size-4" aria-hidden="true" />
        {t('map.showList')}
      </Button>
    </div>
  );
}

/**
 * Sets `--header-height` on the element to the page's sticky header's height, which wraps to
 * two rows on narrower wide screens (the server's page assumes one row, 72 px).
 */
function useHeaderHeight(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = [...document.querySelectorAll('header')].find(
      (candidate) => getComputedStyle(candidate).position === 'sticky',
    );
    const target = element.current;
    if (!header || !target) return;
    const follow = new ResizeObserver(() =>
      target.style.setProperty('--header-height', `${header.offsetHeight}px`),
    );
    follow.observe(header);
    return () => follow.disconnect();
  }, [element]);
}

type MapState = { view: Bbox; zoom: number };

/**
 * How far apart two markers' centres must be not to cover each other: a price tag's width, and
 * the height of the largest count (50 px, map.css) with a little room.
 */
const MARKER_ROOM = { width: 64, height: 52 };
/** From this zoom (a few buildings) listings are never gathered: a tap could not split them. */
const KEEP_APART_FROM_ZOOM = 17;

/** What one marker stands for: a server cluster, or a listing with its price. */
type Shown = { at: LatLng; count: number; point?: MapPoint };

/** What a view outside the searched box shows. */
const NOTHING: MapAnswer = { clusters: [], points: [], total: 0 };

function stateOf(map: LeafletMapInstance): MapState {
  const bounds = map.getBounds();
  return {
    view: clampedBbox({
      minLng: bounds.getWest(),
      minLat: bounds.getSouth(),
      maxLng: bounds.getEast(),
      maxLat: bounds.getNorth(),
    }),
    zoom: map.getZoom(),
  };
}

/** Whether the view has moved far enough from `from` for 'Search this area' to mean something. */
function movedAway(from: MapState, to: MapState): boolean {
  if (from.zoom !== to.zoom) return true;
  const width = from.view.maxLng - from.view.minLng;
  const height = from.view.maxLat - from.view.minLat;
  return (
    Math.abs(to.view.minLng - from.view.minLng) > width * 0.1 ||
    Math.abs(to.view.minLat - from.view.minLat) > height * 0.1
  );
}

type SearchMapLayersProps = {
  map: LeafletMapInstance;
  leaflet: Leaflet;
  search: SearchParams;
  setSearch: (next: SearchParams) => void;
  onCameraChange: (camera: MapCamera) => void;
};

function SearchMapLayers({
  map,
  leaflet,
  search,
  setSearch,
  onCameraChange,
}: SearchMapLayersProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const translateMessage = useTranslateMessage();
  const [state, setState] = useState(() => stateOf(map));
  // Where the map was when it opened or last searched: 'Search this area' shows once it has left.
  const [searchedFrom, setSearchedFrom] = useState(() => stateOf(map));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [drawnTooSmall, setDrawnTooSmall] = useState(false);

  const cameraChanged = useEffectEvent((camera: MapCamera) => onCameraChange(camera));
  useEffect(() => {
    const onMoveEnd = () => {
      if (!map.getContainer().isConnected) return; // closing: this view is not the person's
      const next = stateOf(map);
      setState(next);
      const centre = map.getCenter();
      cameraChanged({ lat: centre.lat, lng: centre.lng, zoom: next.zoom });
    };
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  // The map shows what the list shows: the same search, within the searched box. Its own view
  // stands in for the box in the request; the sort changes nothing on a map.
  const markerSearch = useMemo(() => ({ ...search, sort: undefined }), [search]);
  const area = markerArea(state.view, search.bbox);
  const markers = useMapMarkers(markerSearch, area, state.zoom);
  const answer = area ? markers.data : NOTHING;

  const priceMarkers = useRef(new Map<string, Marker>());
  useEffect(() => {
    if (!answer) return;
    const layer = leaflet.layerGroup().addTo(map);
    const byId = new Map<string, Marker>();
    const addCluster = (at: LatLng, count: number) =>
      clusterMarker(leaflet, at, {
        count,
        text: clusterCount(count),
        name: t('map.cluster', { count }),
      })
        .on('click', () => {
          // Into the cluster: two zoom levels at a time splits it without losing the place.
          map.setView([at.lat, at.lng], Math.min(map.getZoom() + 2, map.getMaxZoom()));
        })
        .addTo(layer);
    // Markers that would lie on each other count as one: price tags, and the server's clusters
    // of neighbouring cells whose mean places fall close together. At a building's zoom they
    // are shown as they come.
    const shown: Shown[] = [
      ...answer.clusters.map((cluster): Shown => ({ at: cluster, count: cluster.count })),
      ...answer.points.map((point): Shown => ({ at: point, count: 1, point })),
    ];
    const groups =
      map.getZoom() >= KEEP_APART_FROM_ZOOM
        ? shown.map((item) => ({ items: [item], at: null }))
        : groupOverlapping(shown, (item) => map.latLngToContainerPoint(item.at), MARKER_ROOM);
    for (const group of groups) {
      const [first] = group.items;
      if (!first) continue;
      const point = group.items.length === 1 ? first.point : undefined;
      if (!point) {
        const centre = group.at ? map.containerPointToLatLng([group.at.x, group.at.y]) : first.at;
        const count = group.items.reduce((sum, item) => sum + item.count, 0);
        addCluster({ lat: centre.lat, lng: centre.lng }, count);
        continue;
      }
      const marker = priceMarker(leaflet, point, {
        text: markerPrice(point.amount, language),
        name: t('map.marker', {
          type: translateMessage(PROPERTY_TYPE_LABELS[point.propertyType]),
          price: formatRupees(point.amount, language),
        }),
      })
        .on('click', () => setChosenId(point._id))
        .addTo(layer);
      byId.set(point._id, marker);
    }
    priceMarkers.current = byId;
    return () => {
      layer.remove();
    };
  }, [answer, leaflet, map, language, t, translateMessage]);

  // The chosen listing's marker stands out; set on the element so keyboard focus stays put.
  useEffect(() => {
    for (const [id, marker] of priceMarkers.current) {
      const element = marker.getElement();
      element?.classList.toggle('is-selected', id === chosenId);
      element?.setAttribute('aria-pressed', String(id === chosenId));
      marker.setZIndexOffset(id === chosenId ? 1000 : 0);
    }
  }, [chosenId, answer]);

  // The area searched, drawn or boxed, outlined on the map.
  const polygonKey = search.polygon ? polygonParam(search.polygon) : '';
  const bboxKey = search.bbox ? bboxParam(search.bbox) : '';
  useEffect(() => {
    const polygon = readPolygon(polygonKey);
    const bbox = readBbox(bboxKey);
    const style = {
      color: '#0f4c4a',
      weight: 2,
      dashArray: '6 5',
      fillColor: '#157b73',
      fillOpacity: 0.06,
      interactive: false,
    };
    const shape = polygon
      ? leaflet.polygon(
          polygon.map(({ lat, lng }) => [lat, lng] as [number, number]),
          style,
        )
      : bbox
        ? leaflet.rectangle(
            [
              [bbox.minLat, bbox.minLng],
              [bbox.maxLat, bbox.maxLng],
            ],
            style,
          )
        : null;
    shape?.addTo(map);
    return () => {
      shape?.remove();
    };
  }, [polygonKey, bboxKey, leaflet, map]);

  const searchThisArea = () => {
    setSearchedFrom(state);
    setChosenId(null);
    setSearch({ ...search, bbox: state.view, polygon: undefined });
  };

  const finishDrawing = useCallback(
    (path: ScreenPoint[]) => {
      const corners = simplifyPath(path, POLYGON_LIMITS.max);
      if (corners.length < POLYGON_LIMITS.min) {
        setDrawnTooSmall(true);
        return;
      }
      setDrawing(false);
      setDrawnTooSmall(false);
      setChosenId(null);
      setSearchedFrom(stateOf(map));
      const polygon = corners.map(({ x, y }) => {
        const at = map.containerPointToLatLng([x, y]);
        return { lat: at.lat, lng: at.lng };
      });
      setSearch({ ...search, polygon, bbox: undefined });
    },
    [map, search, setSearch],
  );
  const cancelDrawing = useCallback(() => {
    setDrawing(false);
    setDrawnTooSmall(false);
  }, []);

  const showSearchThisArea = !drawing && movedAway(searchedFrom, state);
  const total = answer?.total;

  return (
    <>
      {drawing && <DrawArea onDrawn={finishDrawing} onCancel={cancelDrawing} />}

      {/* Phones: under the List and Draw buttons; wide screens: between the zoom and Draw. */}
      <div className="pointer-events-none absolute inset-x-14 top-16 z-30 flex flex-col items-center gap-2 lg:inset-x-44 lg:top-3">
        <MapStatus
          loading={markers.isFetching && !markers.data}
          failed={markers.isError}
          onRetry={() => void markers.refetch()}
          total={total}
          drawing={drawing}
          drawnTooSmall={drawnTooSmall}
        />
        {showSearchThisArea && (
          <Button size="sm" onClick={searchThisArea} className="pointer-events-auto shadow-lg">
            <Search className="size-4" aria-hidden="true" />
            {t('map.searchThisArea')}
          </Button>
        )}
      </div>

      <div className="absolute top-3 right-3 z-30">
        <Button
          variant={drawing ? 'primary' : 'light'}
          size="sm"
          aria-pressed={drawing}
          onClick={() => (drawing ? cancelDrawing() : setDrawing(true))}
          className={cn('shadow-md', !drawing && 'ring-1 ring-slate-900/10')}
        >
          {drawing ? (
            <X className="size-4" aria-hidden="true" />
          ) : (
            <PenLine className="size-4" aria-hidden="true" />
          )}
          {drawing ? t('map.cancelDrawing') : t('map.drawArea')}
        </Button>
      </div>

      {chosenId && !drawing && (
        <div className="pointer-events-none absolute inset-x-3 bottom-6 z-30 flex max-h-[45%] justify-center lg:inset-x-4 lg:justify-start">
          <ChosenListing propertyId={chosenId} onClose={() => setChosenId(null)} />
        </div>
      )}
    </>
  );
}

type MapStatusProps = {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  total: number | undefined;
  drawing: boolean;
  drawnTooSmall: boolean;
};

/** One line at the top of the map: what it shows, or why it shows nothing. */
function MapStatus({ loading, failed, onRetry, total, drawing, drawnTooSmall }: MapStatusProps) {
  const { t } = useTranslation('search');
  const pill =
    'pointer-events-auto inline-flex min-h-9 max-w-full items-center gap-2 rounded-full px-3.5 py-1.5 text-center text-sm font-semibold shadow-md ring-1';
  if (drawing) {
    return drawnTooSmall ? (
      <p role="status" className={cn(pill, 'bg-amber-50 text-amber-900 ring-amber-200')}>
        {t('map.drawLarger')}
      </p>
    ) : null;
  }
  if (failed) {
    return (
      <p role="alert" className={cn(pill, 'bg-white text-red-800 ring-red-200')}>
        <span>{t('map.markersFailed')}</span>
        <button type="button" onClick={onRetry} className="underline underline-offset-2">
          {t('map.retry')}
        </button>
      </p>
    );
  }
  if (loading) {
    return (
      <p className={cn(pill, 'bg-white text-slate-700 ring-slate-900/10')}>
        <Spinner label={null} className="size-4 text-brand-700" />
        {t('map.loadingMarkers')}
      </p>
    );
  }
  if (total === undefined) return null;
  return (
    <p
      role="status"
      className={cn(
        pill,
        total === 0
          ? 'bg-amber-50 text-amber-900 ring-amber-200'
          : 'bg-white text-slate-800 ring-slate-900/10',
      )}
    >
      {total === 0 ? t('map.empty') : t('map.inView', { count: total })}
    </p>
  );
}
