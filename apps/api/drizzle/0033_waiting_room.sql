-- The virtual waiting room (issue 17): rooms on a sale (a match or season setup, or the whole shop when
-- setup_id is null), the fans' places in them and their admissions. Every process shares these rows, so
-- one queue and one admission rate hold for all of them.
CREATE TYPE "queue_room_state" AS ENUM ('OPEN', 'PAUSED', 'CLOSED');
--> statement-breakpoint
CREATE TABLE "queue_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"setup_id" uuid,
	"state" "queue_room_state" DEFAULT 'OPEN' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"max_shopping" integer NOT NULL,
	"admission_minutes" integer DEFAULT 10 NOT NULL,
	-- When the pre-queue was shuffled (the first tick at or after opens_at); null before.
	"shuffled_at" timestamp with time zone,
	-- The admission bucket: tokens accrue at rate_per_minute from tokens_at, up to a small burst.
	"tokens" double precision DEFAULT 1 NOT NULL,
	"tokens_at" timestamp with time zone,
	"admitted_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "queue_rooms_rate_check" CHECK ("rate_per_minute" BETWEEN 1 AND 100000),
	CONSTRAINT "queue_rooms_max_shopping_check" CHECK ("max_shopping" BETWEEN 1 AND 1000000),
	CONSTRAINT "queue_rooms_admission_minutes_check" CHECK ("admission_minutes" BETWEEN 1 AND 120)
);
--> statement-breakpoint
ALTER TABLE "queue_rooms" ADD CONSTRAINT "queue_rooms_setup_id_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."setups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One room at a time per sale (and one for the whole shop).
CREATE UNIQUE INDEX "queue_rooms_one_active" ON "queue_rooms" (coalesce("setup_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "state" <> 'CLOSED';
--> statement-breakpoint
CREATE SEQUENCE "queue_place_seq";
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- The place in line: null in the pre-queue until the opening's shuffle gives it a negative rank;
	-- later arrivals take the next value of queue_place_seq (first come, first served).
	"place" bigint,
	"admitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	CONSTRAINT "queue_entries_room_user" UNIQUE ("room_id", "user_id")
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_room_id_queue_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."queue_rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "queue_entries_waiting" ON "queue_entries" ("room_id", "place") WHERE "admitted_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "queue_entries_admitted" ON "queue_entries" ("room_id", "admitted_at") WHERE "admitted_at" IS NOT NULL;
--> statement-breakpoint
-- Every process refreshes its list of active rooms at once when the club changes one.
CREATE FUNCTION queue_rooms_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('queue_rooms', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER queue_rooms_changed AFTER INSERT OR DELETE OR UPDATE OF state, setup_id, opens_at ON queue_rooms
  FOR EACH STATEMENT EXECUTE FUNCTION queue_rooms_notify();
