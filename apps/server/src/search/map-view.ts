import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Bbox, MapAnswer, PropertyType, SearchFilters, SearchTerm } from '@basera/contract';
import type { Db } from '../db/client';
import { mapBudgetCells, mapCells, properties } from '../db/schema';
import { cutBands, wholeBands } from './amount-bands';
import { amount, withinBox, type ListingAudience } from './conditions';
import { matchingListings } from './repository';

/**
 * What a map shows of a search in its view (GET /api/property/map), computed in the database:
 * the listings the search matches in the grid cells the view touches, a marker per cell, so the
 * browser never gets every listing (docs/decisions/0049-map-search-in-the-database.md).
 *
 * A cell is 64 pixels at the view's zoom: 90 / 2^zoom degrees, a quarter of a 256-pixel tile.
 * The grid is fixed to the world, so a marker stays put as the map pans, and a view takes in
 * the whole of every cell it touches: a cluster at the edge counts its listings just past it.
 */

/** Up to this many listings in view, each is its own marker: a price a finger can tap. */
export const POINTS_IN_VIEW = 150;

/**
 * Up to this zoom, views without words or other filters read map_cells, or map_budget_cells with
 * a budget (migrations 0013 to 0015).
 */
export const PRECOUNTED_UP_TO_ZOOM = 16;

/** Cells per degree at a zoom; `floor(degrees × this)` is a cell's index, here and in SQL. */
const cellsPerDegree = (zoom: number) => 2 ** zoom / 90;

/** The cells a view touches, as index ranges. */
export function cellRange(bbox: Bbox, zoom: number) {
  const k = cellsPerDegree(zoom);
  return {
    k,
    x0: Math.floor(bbox.minLng * k),
    x1: Math.floor(bbox.maxLng * k),
    y0: Math.floor(bbox.minLat * k),
    y1: Math.floor(bbox.maxLat * k),
  };
}

/**
 * One cell's box, a hair wider than the cell so that rounding never leaves out a listing on its
 * edge; the cell's index then decides.
 */
const cellBox = (cx: number, cy: number, k: number): Bbox => ({
  minLng: cx / k - 1e-9,
  minLat: cy / k - 1e-9,
  maxLng: (cx + 1) / k + 1e-9,
  maxLat: (cy + 1) / k + 1e-9,
});

/** The box of the cells a view touches: what the map counts for that view. */
export function cellsBox(bbox: Bbox, zoom: number): Bbox {
  const { k, x0, x1, y0, y1 } = cellRange(bbox, zoom);
  return { minLng: x0 / k, minLat: y0 / k, maxLng: (x1 + 1) / k, maxLat: (y1 + 1) / k };
}

type Search = { filters: SearchFilters; terms: readonly SearchTerm[]; statuses: ListingAudience };
type View = { bbox: Bbox; zoom: number };
type Cell = { cx: number; cy: number; n: number; lat: number; lng: number };
type PointRow = {
  id: string;
  lat: number;
  lng: number;
  propertyType: PropertyType;
  amount: number | null;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The filters the cells are kept by; any other filter or a word reads the listings. */
const CELL_FILTERS = new Set(['bbox', 'propertyType', 'city', 'bhk', 'minPrice', 'maxPrice']);

const fromCells = (search: Search, zoom: number) =>
  zoom <= PRECOUNTED_UP_TO_ZOOM &&
  search.terms.length === 0 &&
  search.statuses === 'listed' &&
  Object.entries(search.filters).every(
    ([name, value]) => value === undefined || CELL_FILTERS.has(name),
  );

export async function mapView(db: Db, search: Search, view: View): Promise<MapAnswer> {
  const { k, x0, x1, y0, y1 } = cellRange(view.bbox, view.zoom);
  const cellX = sql`floor(${properties.publicLng} * ${k})`;
  const cellY = sql`floor(${properties.publicLat} * ${k})`;
  const matched = await matchingListings(db, {
    ...search,
    filters: { ...search.filters, bbox: cellsBox(view.bbox, view.zoom) },
  });
  if (!matched) return { clusters: [], points: [], total: 0 };
  // The box finds the rows in the index; the cell indexes keep exactly the cells' listings.
  const inView = and(
    matched.where,
    sql`${cellX} between ${x0} and ${x1} and ${cellY} between ${y0} and ${y1}`,
  );

  const cells = rowsOf<Cell>(
    await db.execute(
      fromCells(search, view.zoom)
        ? countedCells(search.filters, view.zoom, { x0, x1, y0, y1 }, { inView, cellX, cellY })
        : sql`
          select ${cellX}::int as cx, ${cellY}::int as cy, count(*)::int as n,
                 avg(${properties.publicLat})::float8 as lat,
                 avg(${properties.publicLng})::float8 as lng
          from ${properties}
          where ${inView}
          group by 1, 2`,
    ),
  );
  const total = cells.reduce((sum, cell) => sum + cell.n, 0);
  if (total === 0) return { clusters: [], points: [], total };

  const pointsWhere = async (where: SQL | undefined) =>
    rowsOf<PointRow>(
      await db.execute(sql`
        select ${properties.id}::text as id, ${properties.publicLat} as lat,
               ${properties.publicLng} as lng, ${properties.propertyType} as "propertyType",
               ${amount} as amount
        from ${properties}
        where ${where}
        order by ${properties.publicLat} desc, ${properties.id}`),
    ).map((row) => ({
      _id: row.id,
      lat: row.lat,
      lng: row.lng,
      propertyType: row.propertyType,
      amount: row.amount ?? 0,
    }));

  // Few enough to show each listing, even two in one cell.
  if (total <= POINTS_IN_VIEW) return { clusters: [], points: await pointsWhere(inView), total };

  // A cell of one listing is that listing, with its price. Each cell's own box finds it in the
  // index: the view can hold tens of thousands of listings around a few lone cells.
  const lone = cells.filter((cell) => cell.n === 1);
  const points = lone.length
    ? await pointsWhere(
        and(
          inView,
          or(...lone.map((cell) => withinBox(cellBox(cell.cx, cell.cy, k)))),
          sql`(${cellX}, ${cellY}) in (${sql.join(
            lone.map((cell) => sql`(${cell.cx}, ${cell.cy})`),
            sql`, `,
          )})`,
        ),
      )
    : [];
  return {
    clusters: cells
      .filter((cell) => cell.n > 1)
      .map((cell) => ({ lat: cell.lat, lng: cell.lng, count: cell.n })),
    points,
    total,
  };
}

/**
 * The view's cells from the counted cells: their counts and mean positions, without the
 * listings. With a budget, map_budget_cells gives the bands it covers whole and the listings of
 * the bands it cuts are grouped one by one, as category-counts.ts counts them.
 */
function countedCells(
  filters: SearchFilters,
  zoom: number,
  range: { x0: number; x1: number; y0: number; y1: number },
  listings: { inView: SQL | undefined; cellX: SQL; cellY: SQL },
): SQL {
  const budget = { min: filters.minPrice, max: filters.maxPrice };
  const priced = budget.min !== undefined || budget.max !== undefined;
  const c = priced ? mapBudgetCells : mapCells;
  const conditions = [
    sql`${c.zoom} = ${zoom}`,
    sql`${c.cx} between ${range.x0} and ${range.x1}`,
    sql`${c.cy} between ${range.y0} and ${range.y1}`,
    filters.propertyType ? sql`${c.propertyType} = ${filters.propertyType}` : undefined,
    filters.city ? sql`${c.city} = ${filters.city}` : undefined,
    filters.bhk?.length
      ? sql`${c.bhk} in (${sql.join(
          filters.bhk.map((bhk) => sql`${bhk}`),
          sql`, `,
        )})`
      : undefined,
    ...(priced ? wholeBands(mapBudgetCells.band, budget) : []),
  ];
  const cuts = priced ? cutBands(budget) : [];
  const cutListings = cuts.length
    ? sql`union all
      select ${listings.cellX}::int, ${listings.cellY}::int, 1, ${properties.publicLat},
             ${properties.publicLng}
      from ${properties}
      where ${and(listings.inView, or(...cuts))}`
    : sql``;
  return sql`
    select cx, cy, sum(n)::int as n, (sum(lat_sum) / sum(n))::float8 as lat,
           (sum(lng_sum) / sum(n))::float8 as lng
    from (
      select ${c.cx} as cx, ${c.cy} as cy, ${c.n} as n, ${c.latSum} as lat_sum,
             ${c.lngSum} as lng_sum
      from ${c}
      where ${and(...conditions)}
      ${cutListings}
    ) as cells
    group by 1, 2
    having sum(n) > 0`;
}

/** Whether a view is counted from map_cells (exported for tests). */
export const readsCountedCells = fromCells;
