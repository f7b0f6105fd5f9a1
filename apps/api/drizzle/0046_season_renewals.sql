-- Season renewal (issue 21): the club opens next season's renewal from the current one. Each current
-- holder's paid seat is kept for them in the new season (RESERVED there and in its matches) as an
-- offer; they renew (an ordinary season-ticket order) or decline; at the deadline the rest is released.
CREATE TABLE "renewal_campaigns" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "previous_season_id" uuid NOT NULL REFERENCES "setups"("id"),
  "next_season_id" uuid NOT NULL REFERENCES "setups"("id"),
  "renewal_from" timestamp with time zone NOT NULL,
  "renewal_to" timestamp with time zone NOT NULL,
  "relocation_from" timestamp with time zone NOT NULL,
  "relocation_to" timestamp with time zone NOT NULL,
  "public_sale_at" timestamp with time zone NOT NULL,
  "opened_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "opened_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- Set once, by the round that released the unrenewed seats after renewal_to.
  "released_at" timestamp with time zone,
  CONSTRAINT "renewal_campaigns_seasons" CHECK ("previous_season_id" <> "next_season_id"),
  CONSTRAINT "renewal_campaigns_windows" CHECK ("renewal_from" < "renewal_to"
    AND "renewal_to" <= "relocation_from" AND "relocation_from" < "relocation_to"
    AND "relocation_to" <= "public_sale_at")
);
--> statement-breakpoint
-- One campaign per next season: opening twice finds the first.
CREATE UNIQUE INDEX "renewal_campaigns_next" ON "renewal_campaigns" ("next_season_id");
--> statement-breakpoint
CREATE TABLE "renewal_offers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "campaign_id" uuid NOT NULL REFERENCES "renewal_campaigns"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  -- The season ticket held last season: its seat, category and plastic card are offered again.
  "previous_item_id" uuid NOT NULL REFERENCES "order_items"("id"),
  -- The same place's seat in the next season (kept RESERVED there and in every match of it).
  "season_seat_id" bigint NOT NULL REFERENCES "setup_seats"("id"),
  "ticket_type" text NOT NULL,
  "plastic_card" boolean NOT NULL,
  -- Consecutive seasons held, this one included: the order of the relocation window.
  "seniority" integer NOT NULL DEFAULT 1,
  -- OFFERED → ORDERED (an order waits for payment) → RENEWED (paid); OFFERED → DECLINED or RELEASED.
  "status" text NOT NULL DEFAULT 'OFFERED',
  "order_id" uuid REFERENCES "orders"("id"),
  "decided_at" timestamp with time zone,
  "renewed_at" timestamp with time zone,
  "reminded_at" timestamp with time zone,
  -- When the deadline round gave the seat back to the sale (an offer not renewed, or declined).
  "released_at" timestamp with time zone,
  -- Who renewed at the box office on the holder's behalf (null: the holder).
  "renewed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "renewal_offers_status" CHECK ("status" IN ('OFFERED', 'ORDERED', 'RENEWED', 'DECLINED', 'RELEASED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_offers_previous" ON "renewal_offers" ("campaign_id", "previous_item_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_offers_seat" ON "renewal_offers" ("season_seat_id");
--> statement-breakpoint
CREATE INDEX "renewal_offers_user" ON "renewal_offers" ("user_id");
--> statement-breakpoint
CREATE INDEX "renewal_offers_order" ON "renewal_offers" ("order_id") WHERE "order_id" IS NOT NULL;
