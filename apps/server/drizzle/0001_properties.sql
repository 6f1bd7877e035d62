-- Trigram matching for typo-tolerant search (also loaded by PGlite as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_type" text NOT NULL,
	"campaign_request" text DEFAULT 'Pending' NOT NULL,
	"property_title" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"map_link" text NOT NULL,
	"area" double precision NOT NULL,
	"listed_by" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"rent" double precision,
	"deposit" double precision,
	"price" double precision,
	"bhk" text,
	"property_kind" text,
	"property_condition" text,
	"sharing" text,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_public_idx" ON "properties" USING btree ("campaign_request","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "properties_public_type_idx" ON "properties" USING btree ("campaign_request","property_type","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "properties_public_city_idx" ON "properties" USING btree ("campaign_request","city","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector") WHERE campaign_request = 'Approve';--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "property_images_name_key" ON "property_images" USING btree ("name");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);