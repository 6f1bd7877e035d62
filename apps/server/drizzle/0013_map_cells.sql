CREATE TABLE "map_cells" (
	"zoom" integer NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"property_type" text NOT NULL,
	"city" text NOT NULL,
	"bhk" text NOT NULL,
	"n" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "map_cells_key" PRIMARY KEY("zoom","cx","cy","property_type","city","bhk")
);
--> statement-breakpoint
-- The cells one listing is counted in: none unless it is in public lists and placed; else one
-- per zoom from 0 to 14. A cell's side at zoom z is 90 / 2^z degrees (a 64-pixel cell of a map
-- whose world is 256·2^z pixels wide): the same arithmetic as apps/server/src/search/map-view.ts.
CREATE FUNCTION map_cell_keys(p properties) RETURNS TABLE (zoom integer, cx integer,
  cy integer, property_type text, city text, bhk text, lat double precision,
  lng double precision)
LANGUAGE sql IMMUTABLE AS $$
  SELECT z, floor(p.public_lng * (power(2::float8, z) / 90::float8))::integer,
    floor(p.public_lat * (power(2::float8, z) / 90::float8))::integer,
    p.property_type, p.city, coalesce(p.bhk, ''), p.public_lat, p.public_lng
  FROM generate_series(0, 14) AS z
  WHERE p.listed AND p.public_lat IS NOT NULL AND p.public_lng IS NOT NULL
$$;--> statement-breakpoint
-- What rows that left and rows that arrived change in the cells, as one upsert in key order,
-- so two writers lock cells in the same order. A listing moved within its cell changes only
-- the sums.
CREATE FUNCTION map_cells_apply(gone properties[], came properties[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO map_cells AS c (zoom, cx, cy, property_type, city, bhk, n, lat_sum, lng_sum)
  SELECT k.zoom, k.cx, k.cy, k.property_type, k.city, k.bhk, sum(d.delta)::integer,
    sum(d.delta * k.lat), sum(d.delta * k.lng)
  FROM (
    SELECT g AS p, -1 AS delta FROM unnest(gone) AS g
    UNION ALL
    SELECT n AS p, 1 AS delta FROM unnest(came) AS n
  ) d
  CROSS JOIN LATERAL map_cell_keys(d.p) AS k
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.delta) <> 0 OR sum(d.delta * k.lat) <> 0 OR sum(d.delta * k.lng) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (zoom, cx, cy, property_type, city, bhk) DO UPDATE
    SET n = c.n + excluded.n, lat_sum = c.lat_sum + excluded.lat_sum,
      lng_sum = c.lng_sum + excluded.lng_sum
$$;--> statement-breakpoint
CREATE FUNCTION map_cells_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  gone properties[];
  came properties[];
BEGIN
  IF TG_OP <> 'INSERT' THEN SELECT array_agg(o) INTO gone FROM old_rows o; END IF;
  IF TG_OP <> 'DELETE' THEN SELECT array_agg(n) INTO came FROM new_rows n; END IF;
  PERFORM map_cells_apply(coalesce(gone, '{}'), coalesce(came, '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER map_cells_on_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_keep();--> statement-breakpoint
CREATE TRIGGER map_cells_on_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION map_cells_keep();--> statement-breakpoint
CREATE TRIGGER map_cells_on_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_keep();--> statement-breakpoint
CREATE FUNCTION map_cells_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM map_cells;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER map_cells_on_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION map_cells_clear();--> statement-breakpoint
INSERT INTO map_cells
  SELECT k.zoom, k.cx, k.cy, k.property_type, k.city, k.bhk, count(*), sum(k.lat), sum(k.lng)
  FROM properties p CROSS JOIN LATERAL map_cell_keys(p) AS k
  GROUP BY 1, 2, 3, 4, 5, 6;
