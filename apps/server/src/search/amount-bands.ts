import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { amount } from './conditions';

/**
 * A budget against the amount bands that listing_counts and map_budget_cells keep (migration
 * 0005's amount_band: each band is (top of the band before, its top], the tops the budgets
 * people type). A count from those tables sums the bands the budget covers whole and adds the
 * listings of the one or two bands it cuts, read one by one, so the count stays exact for any
 * budget (docs/decisions/0012-counts-kept-by-category.md).
 */
type Budget = { min?: number; max?: number };

/** Conditions on a table's band column that keep the bands the budget covers whole. */
export function wholeBands(band: AnyPgColumn, { min, max }: Budget): SQL[] {
  return [
    // The band that holds `min` starts below it; the band that holds `max` is whole only when
    // `max` is its top.
    min === undefined ? sql`${band} >= 0` : sql`${band} > amount_band(${min})`,
    ...(max === undefined
      ? []
      : [
          sql`${band} <= amount_band(${max}) - (amount_band_top(amount_band(${max})) <> ${max})::int`,
        ]),
  ];
}

/**
 * The listings of the bands the budget cuts, as conditions on their amount that no two
 * listings share: none for a bound that is a band's top (a `max`), one or two otherwise.
 */
export function cutBands({ min, max }: Budget): SQL[] {
  const cuts: SQL[] = [];
  if (min !== undefined)
    cuts.push(
      and(
        gte(amount, min),
        lte(amount, sql`least(${max ?? null}::float8, amount_band_top(amount_band(${min})))`),
      )!,
    );
  if (max !== undefined)
    cuts.push(
      and(
        sql`${amount} > amount_band_top(amount_band(${max}) - 1)`,
        lte(amount, max),
        sql`amount_band_top(amount_band(${max})) <> ${max}`,
        min === undefined ? undefined : sql`amount_band(${max}) > amount_band(${min})`,
      )!,
    );
  return cuts;
}
