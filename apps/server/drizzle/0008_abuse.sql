-- Abuse (docs/decisions/0027-reports-counted-per-mailbox.md): the mailbox an e-mail reaches,
-- so that name+1@, name+2@ (any domain) and n.a.m.e@gmail.com, name@googlemail.com count as
-- one person. Lower case; the tag after the first '+' goes unless nothing would be left;
-- Gmail ignores dots and googlemail.com is gmail.com. users.mailbox is made from it.
CREATE FUNCTION mailbox_of(email text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    CASE WHEN domain IN ('gmail.com', 'googlemail.com')
      THEN replace(local, '.', '') || '@gmail.com'
      ELSE local || '@' || domain
    END,
    lower(email)
  )
  FROM (
    SELECT coalesce(nullif(split_part(parts[1], '+', 1), ''), parts[1]) AS local,
      parts[2] AS domain
    FROM (SELECT regexp_match(lower(email), '^(.*)@([^@]*)$') AS parts) AS matched
  ) AS split
$$;--> statement-breakpoint
DROP INDEX "link_tokens_account_idx";--> statement-breakpoint
ALTER TABLE "link_tokens" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailbox" text GENERATED ALWAYS AS (mailbox_of(email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listing_reports_user_idx" ON "listing_reports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_mailbox_idx" ON "users" USING btree ("mailbox");--> statement-breakpoint
CREATE INDEX "link_tokens_account_idx" ON "link_tokens" USING btree ("account_id","purpose","created_at" DESC NULLS LAST);