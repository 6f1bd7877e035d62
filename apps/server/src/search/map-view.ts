import { and, sql } from 'drizzle-orm';
import type { Bbox, MapAnswer, PropertyType, SearchFilters, SearchTerm } from '@basera/contract';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import { amount, type ListingAudience } from './conditions';
import { matchingListings } from './repository';

/**
 * What a map shows of a search in its view (GET /api/property/map), computed in the database:
 * the listings the search matches inside the box, grouped on a grid of the view's zoom, so the
 * browser gets a marker per place on the screen, never every listing
 * (docs/decisions/0049-map-search-in-the-database.md).
 */

/** Cells per 256-pixel tile side: a cell is 64 px, about a marker and a half apart. */
const CELLS_PER_TILE = 4;

/** Up to this many listings in view, each is its own marker: a price a finger can tap. */
export const POINTS_IN_VIEW = 150;

/** A cell's side in degrees of longitude at a zoom: the world is 256·2^zoom pixels wide. */
export const cellDegrees = (zoom: number) => 360 / 2 ** zoom / CELLS_PER_TILE;

type CellRow = {
  n: number;
  lat: number;
  lng: number;
  id: string;
  propertyType: PropertyType;
  amount: number | null;
};

type PointRow = Omit<CellRow, 'n'>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function mapView(
  db: Db,
  search: { filters: SearchFilters; terms: readonly SearchTerm[]; statuses: ListingAudience },
  view: { bbox: Bbox; zoom: number },
): Promise<MapAnswer> {
  const matched = await matchingListings(db, {
    ...search,
    filters: { ...search.filters, bbox: view.bbox },
  });
  if (!matched) return { clusters: [], points: [], total: 0 };
  const where = and(matched.where, sql`${properties.publicLat} is not null`);
  const cell = cellDegrees(view.zoom);
  // Grid cells are aligned to the world, not the view, so a cell keeps its listings (and its
  // marker stays put) as the map moves. A cell of one listing is that listing: its own values.
  const cells = rowsOf<CellRow>(
    await db.execute(sql`
      select count(*)::int as n,
             avg(${properties.publicLat})::float8 as lat,
             avg(${properties.publicLng})::float8 as lng,
             min(${properties.id}::text) as id,
             min(${properties.propertyType}) as "propertyType",
             min(${amount})::float8 as amount
      from ${properties}
      where ${where}
      group by floor(${properties.publicLng} / ${cell}), floor(${properties.publicLat} / ${cell})`),
  );
  const total = cells.reduce((sum, row) => sum + row.n, 0);
  const point = (row: PointRow) => ({
    _id: row.id,
    lat: row.lat,
    lng: row.lng,
    propertyType: row.propertyType,
    amount: row.amount ?? 0,
  });
  if (total <= POINTS_IN_VIEW) {
    // Few enough to show each listing, even two in one cell.
    const points = rowsOf<PointRow>(
      await db.execute(sql`
        select ${properties.id}::text as id, ${properties.publicLat} as lat,
               ${properties.publicLng} as lng, ${properties.propertyType} as "propertyType",
               ${amount} as amount
        from ${properties}
        where ${where}
        order by ${properties.publicLat} desc, ${properties.id}`),
    );
    return { clusters: [], points: points.map(point), total };
  }
  return {
    clusters: cells
      .filter((row) => row.n > 1)
      .map((row) => ({ lat: row.lat, lng: row.lng, count: row.n })),
    points: cells.filter((row) => row.n === 1).map(point),
    total,
  };
}
