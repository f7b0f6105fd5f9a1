-- Waiting list of a sold-out match (issue 22): fans queue with a count (1–5), for the whole match or one
-- sector; freed seats are offered in list order, held in an offer cart of their own until the offer ends.
CREATE TABLE "waiting_lists" (
  "setup_id" uuid PRIMARY KEY NOT NULL REFERENCES "setups"("id") ON DELETE cascade,
  "paused_at" timestamp with time zone,
  "paused_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "seq" bigserial NOT NULL,
  "setup_id" uuid NOT NULL REFERENCES "waiting_lists"("setup_id") ON DELETE cascade,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "sector" text,
  "count" integer NOT NULL CHECK ("count" BETWEEN 1 AND 5),
  "state" text DEFAULT 'WAITING' NOT NULL
    CHECK ("state" IN ('WAITING', 'OFFERED', 'CLAIMED', 'EXPIRED', 'LEFT')),
  "offer_cart_id" uuid REFERENCES "carts"("id") ON DELETE set null,
  "offered_at" timestamp with time zone,
  "offer_expires_at" timestamp with time zone,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_open" ON "waiting_list_entries" ("setup_id", "user_id")
  WHERE "state" IN ('WAITING', 'OFFERED');
--> statement-breakpoint
CREATE INDEX "waiting_list_entries_queue" ON "waiting_list_entries" ("setup_id", "seq")
  WHERE "state" IN ('WAITING', 'OFFERED');
--> statement-breakpoint
CREATE INDEX "waiting_list_entries_user" ON "waiting_list_entries" ("user_id");
