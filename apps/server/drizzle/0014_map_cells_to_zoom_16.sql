-- Cells up to zoom 16 (about 150 m), where a view of a few streets at a million listings still
-- holds thousands of them (docs/decisions/0049-map-search-in-the-database.md).
CREATE OR REPLACE FUNCTION map_cell_keys(p properties) RETURNS TABLE (zoom integer, cx integer,
  cy integer, property_type text, city text, bhk text, lat double precision,
  lng double precision)
LANGUAGE sql IMMUTABLE AS $$
  SELECT z, floor(p.public_lng * (power(2::float8, z) / 90::float8))::integer,
    floor(p.public_lat * (power(2::float8, z) / 90::float8))::integer,
    p.property_type, p.city, coalesce(p.bhk, ''), p.public_lat, p.public_lng
  FROM generate_series(0, 16) AS z
  WHERE p.listed AND p.public_lat IS NOT NULL AND p.public_lng IS NOT NULL
$$;--> statement-breakpoint
INSERT INTO map_cells
  SELECT k.zoom, k.cx, k.cy, k.property_type, k.city, k.bhk, count(*), sum(k.lat), sum(k.lng)
  FROM properties p CROSS JOIN LATERAL map_cell_keys(p) AS k
  WHERE k.zoom > 14
  GROUP BY 1, 2, 3, 4, 5, 6;
