-- Words and category filters in one GIN index (docs/decisions/0013-words-and-filters-in-one-index.md).
-- A listing's categories as lexemes that no word can be: words are letters and digits only.
-- search/document.ts writes the matching query lexemes; keep the two in step.
CREATE FUNCTION listing_facets(
  city text, property_type text, property_kind text, bhk text, property_condition text,
  listed_by text, sharing text, amenities text[]
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(
    array_remove(ARRAY[
      'city:' || city, 'type:' || property_type, 'kind:' || property_kind, 'bhk:' || bhk,
      'furnishing:' || property_condition, 'listedBy:' || listed_by, 'sharing:' || sharing
    ], NULL)
    || coalesce((SELECT array_agg(DISTINCT 'amenity:' || a) FROM unnest(amenities) a), '{}')
  )
$$;--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
CREATE INDEX "properties_search_document_idx" ON "properties" USING gin (("search_vector" || listing_facets("city", "property_type", "property_kind", "bhk", "property_condition", "listed_by", "sharing", "amenities"))) WHERE campaign_request = 'Approve';
--> statement-breakpoint
CREATE INDEX "properties_list_amount_desc_idx" ON "properties" USING btree ("amount" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id","city","property_type","property_kind","bhk","property_condition","listed_by","sharing","area") WHERE campaign_request = 'Approve';