-- A season-ticket holder's seat released for one match (issue 21): one row per season ticket and match,
-- RELEASED (the match's seat is for sale), TAKEN_BACK or SOLD (the holder's share paid out).
CREATE TABLE "seat_releases" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "season_item_id" uuid NOT NULL REFERENCES "order_items"("id") ON DELETE cascade,
  "match_id" uuid NOT NULL REFERENCES "setups"("id") ON DELETE cascade,
  "setup_seat_id" bigint NOT NULL REFERENCES "setup_seats"("id") ON DELETE cascade,
  "state" text NOT NULL CONSTRAINT "seat_releases_state" CHECK ("state" IN ('RELEASED', 'TAKEN_BACK', 'SOLD')),
  "share_percent" integer NOT NULL CONSTRAINT "seat_releases_share" CHECK ("share_percent" BETWEEN 0 AND 100),
  "payout" text NOT NULL CONSTRAINT "seat_releases_payout" CHECK ("payout" IN ('COUPON', 'BANK_TRANSFER')),
  "orders_url" text NOT NULL,
  "released_at" timestamp with time zone DEFAULT now() NOT NULL,
  "taken_back_at" timestamp with time zone,
  "sold_item_id" uuid REFERENCES "order_items"("id") ON DELETE set null,
  "sold_at" timestamp with time zone,
  "amount" integer,
  "refund_id" uuid REFERENCES "refunds"("id"),
  "coupon_id" uuid REFERENCES "coupons"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seat_releases_ticket_match" ON "seat_releases" USING btree ("season_item_id", "match_id");
--> statement-breakpoint
CREATE INDEX "seat_releases_released_seat" ON "seat_releases" USING btree ("setup_seat_id") WHERE state = 'RELEASED';
--> statement-breakpoint
CREATE INDEX "seat_releases_match" ON "seat_releases" USING btree ("match_id");
