import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BOUGHT_TYPES, type SearchFilters } from '@basera/contract';
import type { Db } from '../db/client';
import { listingCounts, properties } from '../db/schema';
import { cutBands, wholeBands } from './amount-bands';
import { filterConditions, type ListingAudience } from './conditions';

/**
 * Whether listing_counts can answer the question: the public lists only, no words, no size,
 * no map area or drawn area, at most one amenity (the counts keep one row per amenity, not per set of amenities).
 */
function answerable(
  filters: SearchFilters,
  terms: readonly unknown[],
  statuses: ListingAudience,
): boolean {
  return (
    terms.length === 0 &&
    statuses === 'listed' &&
    filters.minArea === undefined &&
    filters.maxArea === undefined &&
    filters.radius === undefined &&
    filters.bbox === undefined &&
    filters.polygon === undefined &&
    (filters.amenities?.length ?? 0) <= 1
  );
}

const inList = (column: AnyPgColumn, values?: readonly string[]) =>
  values?.length ? inArray(column, [...values]) : undefined;

/**
 * The number of approved listings a search without words matches, read from listing_counts
 * (docs/decisions/0012-counts-kept-by-category.md): a sum over the few rows of the matching
 * combinations, whatever the number of listings. A budget sums the amount bands it covers
 * whole; a bound that is not a band's top (budgets people type are) adds an exact count of the
 * listings in the one band it cuts, read from properties_list_amount_idx. Null when the
 * counts cannot answer (see answerable): the caller counts the listings themselves.
 */
export async function countByCategory(
  db: Db,
  filters: SearchFilters,
  terms: readonly unknown[],
  statuses: ListingAudience,
): Promise<number | null> {
  if (!answerable(filters, terms, statuses)) return null;
  const budget = { min: filters.minPrice, max: filters.maxPrice };
  const c = listingCounts;
  const bands =
    budget.min === undefined && budget.max === undefined
      ? [eq(c.band, -1)]
      : wholeBands(c.band, budget);
  const whole = db
    .select({ n: sql<number>`coalesce(sum(${c.n}), 0)::int` })
    .from(c)
    .where(
      and(
        eq(c.amenity, filters.amenities?.[0] ?? ''),
        ...bands,
        filters.city ? eq(c.city, filters.city) : undefined,
        filters.propertyType ? eq(c.propertyType, filters.propertyType) : undefined,
        filters.purchase ? inList(c.propertyType, BOUGHT_TYPES) : undefined,
        inList(c.property, filters.kinds),
        inList(c.bhk, filters.bhk),
        inList(c.propertyCondition, filters.furnishing),
        filters.listedBy ? eq(c.listedBy, filters.listedBy) : undefined,
        inList(c.sharing, filters.sharing),
      ),
    );
  // The listings in a cut band, checked one by one with every filter.
  const others = filterConditions(
    { ...filters, minPrice: undefined, maxPrice: undefined },
    'listed',
  );
  const cut = (...range: SQL[]) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(...others, ...range));
  const edges = cutBands(budget).map((range) => sql`(${cut(range)})`);
  const result = await db.execute(
    sql`select ((${whole}) ${sql.join(
      edges.map((edge) => sql`+ ${edge}`),
      sql` `,
    )})::int as total`,
  );
  return (result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
}
