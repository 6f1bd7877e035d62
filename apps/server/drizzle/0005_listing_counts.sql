-- Counts of approved listings by category, kept by statement triggers
-- (docs/decisions/0012-counts-kept-by-category.md).
CREATE TABLE "listing_counts" (
	"amenity" text NOT NULL,
	"band" integer NOT NULL,
	"property_type" text NOT NULL,
	"city" text NOT NULL,
	"property_kind" text NOT NULL,
	"bhk" text NOT NULL,
	"property_condition" text NOT NULL,
	"listed_by" text NOT NULL,
	"sharing" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "listing_counts_key" ON "listing_counts" USING btree ("amenity","band","property_type","city","property_kind","bhk","property_condition","listed_by","sharing");--> statement-breakpoint
-- Amount bands, each (top of the band before, top of this band]. The tops are the budgets
-- people type: every ₹1,000 up to ₹1 lakh, every ₹10,000 up to ₹10 lakh, every lakh up to
-- ₹1 crore, every ₹10 lakh up to ₹10 crore, then one open band. Band 0 is zero and below.
CREATE FUNCTION amount_band(amount double precision) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN amount IS NULL THEN NULL
    WHEN amount <= 0 THEN 0
    WHEN amount <= 100000 THEN ceil(amount / 1000)::integer
    WHEN amount <= 1000000 THEN 100 + ceil((amount - 100000) / 10000)::integer
    WHEN amount <= 10000000 THEN 190 + ceil((amount - 1000000) / 100000)::integer
    WHEN amount <= 100000000 THEN 280 + ceil((amount - 10000000) / 1000000)::integer
    ELSE 371
  END
$$;--> statement-breakpoint
CREATE FUNCTION amount_band_top(band integer) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN band <= 0 THEN 0
    WHEN band <= 100 THEN band * 1000.0
    WHEN band <= 190 THEN 100000 + (band - 100) * 10000.0
    WHEN band <= 280 THEN 1000000 + (band - 190) * 100000.0
    WHEN band <= 370 THEN 10000000 + (band - 280) * 1000000.0
    ELSE 'Infinity'::double precision
  END
$$;--> statement-breakpoint
-- The rows of listing_counts one listing is counted in: none unless approved; else its ''
-- row and one row per amenity, each for every amount (-1) and for its amount band.
CREATE FUNCTION listing_count_keys(p properties) RETURNS TABLE (amenity text, band integer,
  property_type text, city text, property_kind text, bhk text, property_condition text,
  listed_by text, sharing text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT a.amenity, b.band, p.property_type, p.city, coalesce(p.property_kind, ''),
    coalesce(p.bhk, ''), coalesce(p.property_condition, ''), p.listed_by,
    coalesce(p.sharing, '')
  FROM unnest(array[''] || p.amenities) AS a(amenity)
  CROSS JOIN unnest(array[-1, amount_band(p.amount)]) AS b(band)
  WHERE p.campaign_request = 'Approve' AND b.band IS NOT NULL
$$;--> statement-breakpoint
-- What rows that left (gone) and rows that arrived (came) change in the counts, as one upsert
-- in key order, so two writers lock count rows in the same order.
CREATE FUNCTION listing_counts_apply(gone properties[], came properties[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO listing_counts AS c (amenity, band, property_type, city, property_kind, bhk,
    property_condition, listed_by, sharing, n)
  SELECT k.*, sum(d.delta)::integer
  FROM (
    SELECT g AS p, -1 AS delta FROM unnest(gone) AS g
    UNION ALL
    SELECT n AS p, 1 AS delta FROM unnest(came) AS n
  ) d
  CROSS JOIN LATERAL listing_count_keys(d.p) AS k
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  HAVING sum(d.delta) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (amenity, band, property_type, city, property_kind, bhk, property_condition,
    listed_by, sharing) DO UPDATE SET n = c.n + excluded.n
$$;--> statement-breakpoint
CREATE FUNCTION listing_counts_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  gone properties[];
  came properties[];
BEGIN
  -- Only the statement's own transition tables exist: INSERT has no old rows, DELETE no new.
  IF TG_OP <> 'INSERT' THEN SELECT array_agg(o) INTO gone FROM old_rows o; END IF;
  IF TG_OP <> 'DELETE' THEN SELECT array_agg(n) INTO came FROM new_rows n; END IF;
  PERFORM listing_counts_apply(coalesce(gone, '{}'), coalesce(came, '{}'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listing_counts_on_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_keep();--> statement-breakpoint
CREATE TRIGGER listing_counts_on_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_keep();--> statement-breakpoint
CREATE TRIGGER listing_counts_on_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_keep();--> statement-breakpoint
-- TRUNCATE has no transition table: it empties the counts with the listings.
CREATE FUNCTION listing_counts_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listing_counts_on_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_clear();--> statement-breakpoint
INSERT INTO listing_counts
  SELECT k.*, count(*) FROM properties p CROSS JOIN LATERAL listing_count_keys(p) AS k
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
