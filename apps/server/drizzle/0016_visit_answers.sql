ALTER TABLE "meetings" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "answered_at" timestamp with time zone;