-- Holders' presale (issue 21): a window in which only one audience (season-ticket holders or a role)
-- may hold seats of the setup, with an optional limit of tickets per member. All null: no presale.
ALTER TABLE "setups" ADD COLUMN "presale_from" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "setups" ADD COLUMN "presale_to" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "setups" ADD COLUMN "presale_for" text;
--> statement-breakpoint
ALTER TABLE "setups" ADD COLUMN "presale_limit" integer;
--> statement-breakpoint
ALTER TABLE "setups" ADD CONSTRAINT "setups_presale_whole" CHECK (
  (presale_from is null and presale_to is null and presale_for is null and presale_limit is null)
  or (presale_from is not null and presale_to > presale_from and presale_for is not null
    and (presale_limit is null or presale_limit > 0)));
