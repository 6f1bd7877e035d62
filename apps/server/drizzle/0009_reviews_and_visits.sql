CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid,
	"property_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"review_text" text NOT NULL,
	"review_author_name" text NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_open_key" ON "review_reports" USING btree ("review_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "review_reports_status_idx" ON "review_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- One review per person and listing (docs/decisions/0029-one-review-per-person.md). Earlier
-- versions let one account post many: keep each person's newest on a listing, as if every
-- later one had replaced the one before, then let the index hold the rule.
DELETE FROM "reviews" r
USING "reviews" newer
WHERE newer."property_id" = r."property_id"
  AND newer."user_id" = r."user_id"
  AND (newer."created_at", newer."id") > (r."created_at", r."id");--> statement-breakpoint
-- Visits are booked to the minute (packages/contract/src/engagement.ts): '11:30:00' is '11:30'.
UPDATE "meetings" SET "time" = left("time", 5) WHERE length("time") > 5;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_key" ON "reviews" USING btree ("property_id","user_id");