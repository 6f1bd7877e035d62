ALTER TABLE "properties" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_lng" double precision;