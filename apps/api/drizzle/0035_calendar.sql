-- Calendars (issue 22): the arena's postal address for a match's LOCATION, and the version of a fan's
-- personal calendar feed; its secret address is derived from the user and this version, so making a new
-- address (the version bumped) ends the old one.
ALTER TABLE "arenas" ADD COLUMN "address" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_feed_version" integer DEFAULT 0 NOT NULL;
