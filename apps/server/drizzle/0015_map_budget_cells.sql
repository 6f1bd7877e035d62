CREATE TABLE "map_budget_cells" (
	"zoom" integer NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"property_type" text NOT NULL,
	"city" text NOT NULL,
	"bhk" text NOT NULL,
	"band" integer NOT NULL,
	"n" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "map_budget_cells_key" PRIMARY KEY("zoom","cx","cy","property_type","city","bhk","band")
);
--> statement-breakpoint
-- What rows that left and rows that arrived change in map_budget_cells: map_cells_apply's
-- upsert with the listing's amount band in the key. A listing without an amount has no band:
-- a budget never finds it.
CREATE FUNCTION map_budget_cells_apply(gone properties[], came properties[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO map_budget_cells AS c (zoom, cx, cy, property_type, city, bhk, band, n, lat_sum,
    lng_sum)
  SELECT k.zoom, k.cx, k.cy, k.property_type, k.city, k.bhk, amount_band((d.p).amount),
    sum(d.delta)::integer, sum(d.delta * k.lat), sum(d.delta * k.lng)
  FROM (
    SELECT g AS p, -1 AS delta FROM unnest(gone) AS g
    UNION ALL
    SELECT n AS p, 1 AS delta FROM unnest(came) AS n
  ) d
  CROSS JOIN LATERAL map_cell_keys(d.p) AS k
  WHERE (d.p).amount IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(d.delta) <> 0 OR sum(d.delta * k.lat) <> 0 OR sum(d.delta * k.lng) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (zoom, cx, cy, property_type, city, bhk, band) DO UPDATE
    SET n = c.n + excluded.n, lat_sum = c.lat_sum + excluded.lat_sum,
      lng_sum = c.lng_sum + excluded.lng_sum
$$;--> statement-breakpoint
-- One statement trigger keeps every count table: the statement's rows are collected once, not
-- once per table as the separate triggers of migrations 0005 and 0013 did.
CREATE FUNCTION listing_tallies_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  gone properties[];
  came properties[];
BEGIN
  -- Only the statement's own transition tables exist: INSERT has no old rows, DELETE no new.
  IF TG_OP <> 'INSERT' THEN SELECT array_agg(o) INTO gone FROM old_rows o; END IF;
  IF TG_OP <> 'DELETE' THEN SELECT array_agg(n) INTO came FROM new_rows n; END IF;
  gone := coalesce(gone, '{}');
  came := coalesce(came, '{}');
  PERFORM listing_counts_apply(gone, came);
  PERFORM map_cells_apply(gone, came);
  PERFORM map_budget_cells_apply(gone, came);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION listing_tallies_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_counts;
  DELETE FROM map_cells;
  DELETE FROM map_budget_cells;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER listing_counts_on_insert ON properties;--> statement-breakpoint
DROP TRIGGER listing_counts_on_update ON properties;--> statement-breakpoint
DROP TRIGGER listing_counts_on_delete ON properties;--> statement-breakpoint
DROP TRIGGER listing_counts_on_truncate ON properties;--> statement-breakpoint
DROP TRIGGER map_cells_on_insert ON properties;--> statement-breakpoint
DROP TRIGGER map_cells_on_update ON properties;--> statement-breakpoint
DROP TRIGGER map_cells_on_delete ON properties;--> statement-breakpoint
DROP TRIGGER map_cells_on_truncate ON properties;--> statement-breakpoint
DROP FUNCTION listing_counts_keep();--> statement-breakpoint
DROP FUNCTION map_cells_keep();--> statement-breakpoint
DROP FUNCTION listing_counts_clear();--> statement-breakpoint
DROP FUNCTION map_cells_clear();--> statement-breakpoint
CREATE TRIGGER listing_tallies_on_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tallies_keep();--> statement-breakpoint
CREATE TRIGGER listing_tallies_on_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_tallies_keep();--> statement-breakpoint
CREATE TRIGGER listing_tallies_on_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_tallies_keep();--> statement-breakpoint
CREATE TRIGGER listing_tallies_on_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION listing_tallies_clear();--> statement-breakpoint
INSERT INTO map_budget_cells
  SELECT k.zoom, k.cx, k.cy, k.property_type, k.city, k.bhk, amount_band(p.amount), count(*),
    sum(k.lat), sum(k.lng)
  FROM properties p CROSS JOIN LATERAL map_cell_keys(p) AS k
  WHERE p.amount IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
