CREATE TABLE "daily_job_runs" (
	"job" text NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "daily_job_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "listing_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"version" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "properties_search_document_idx";--> statement-breakpoint
DROP INDEX "properties_list_newest_idx";--> statement-breakpoint
DROP INDEX "properties_list_city_idx";--> statement-breakpoint
DROP INDEX "properties_list_type_idx";--> statement-breakpoint
DROP INDEX "properties_list_amount_idx";--> statement-breakpoint
DROP INDEX "properties_list_amount_desc_idx";--> statement-breakpoint
DROP INDEX "properties_amenities_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "campaign_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "campaign_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "last_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "unavailable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "unconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (campaign_request = 'Approve' and unavailable_at is null and unconfirmed_at is null and reported_at is null) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_decisions" ADD CONSTRAINT "listing_decisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_decisions_property_idx" ON "listing_decisions" USING btree ("property_id","decided_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_key" ON "listing_reports" USING btree ("property_id","user_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "listing_reports_status_idx" ON "listing_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_review_queue_idx" ON "properties" USING btree ("campaign_request","submitted_at","id");--> statement-breakpoint
CREATE INDEX "properties_confirmed_idx" ON "properties" USING btree ("last_confirmed_at") WHERE campaign_request = 'Approve';--> statement-breakpoint
CREATE INDEX "properties_search_document_idx" ON "properties" USING gin (("search_vector" || listing_facets("city", "property_type", "property_kind", "bhk", "property_condition", "listed_by", "sharing", "amenities"))) WHERE listed;--> statement-breakpoint
CREATE INDEX "properties_list_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id","city","property_type","property_kind","bhk","property_condition","listed_by","sharing","amount","area") WHERE listed;--> statement-breakpoint
CREATE INDEX "properties_list_city_idx" ON "properties" USING btree ("city","created_at" DESC NULLS LAST,"id","property_type","property_kind","bhk","property_condition","listed_by","sharing","amount","area") WHERE listed;--> statement-breakpoint
CREATE INDEX "properties_list_type_idx" ON "properties" USING btree ("property_type","created_at" DESC NULLS LAST,"id","city","property_kind","bhk","property_condition","listed_by","sharing","amount","area") WHERE listed;--> statement-breakpoint
CREATE INDEX "properties_list_amount_idx" ON "properties" USING btree ("amount","created_at" DESC NULLS LAST,"id","city","property_type","property_kind","bhk","property_condition","listed_by","sharing","area") WHERE listed;--> statement-breakpoint
CREATE INDEX "properties_list_amount_desc_idx" ON "properties" USING btree ("amount" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id","city","property_type","property_kind","bhk","property_condition","listed_by","sharing","area") WHERE listed;--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities") WHERE listed;--> statement-breakpoint
-- Listings out of public lists (rented, unconfirmed, reported) leave the kept counts too.
CREATE OR REPLACE FUNCTION listing_count_keys(p properties) RETURNS TABLE (amenity text,
  band integer, property_type text, city text, property_kind text, bhk text,
  property_condition text, listed_by text, sharing text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT a.amenity, b.band, p.property_type, p.city, coalesce(p.property_kind, ''),
    coalesce(p.bhk, ''), coalesce(p.property_condition, ''), p.listed_by,
    coalesce(p.sharing, '')
  FROM unnest(array[''] || p.amenities) AS a(amenity)
  CROSS JOIN unnest(array[-1, amount_band(p.amount)]) AS b(band)
  WHERE p.listed AND b.band IS NOT NULL
$$;--> statement-breakpoint
-- Freshness starts now for listings approved before it existed, so none drops out at once;
-- the queue orders listings waiting for review by when they were last changed.
UPDATE "properties" SET "last_confirmed_at" = now() WHERE "campaign_request" = 'Approve';--> statement-breakpoint
UPDATE "properties" SET "submitted_at" = "updated_at" WHERE "campaign_request" = 'Submitted';
