-- Relocation window (issue 21): after the renewal deadline, holders who renewed may swap their seat for
-- another free seat of the new season, in waves. The club sets how many holders a wave has and how long
-- it lasts; a holder's turn opens at relocation_from + wave × wave length and lasts until relocation_to.
ALTER TABLE "renewal_campaigns" ADD COLUMN "relocation_wave_size" integer DEFAULT 20 NOT NULL;
--> statement-breakpoint
ALTER TABLE "renewal_campaigns" ADD COLUMN "relocation_wave_minutes" integer DEFAULT 60 NOT NULL;
--> statement-breakpoint
ALTER TABLE "renewal_campaigns" ADD CONSTRAINT "renewal_campaigns_waves"
  CHECK ("relocation_wave_size" BETWEEN 1 AND 10000 AND "relocation_wave_minutes" BETWEEN 1 AND 10080);
--> statement-breakpoint
-- Each swap a holder made: the season seat left and the one taken (the order item now points at it).
CREATE TABLE "renewal_relocations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "offer_id" uuid NOT NULL REFERENCES "renewal_offers"("id") ON DELETE CASCADE,
  "order_item_id" uuid NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
  "from_seat_id" bigint NOT NULL REFERENCES "setup_seats"("id") ON DELETE CASCADE,
  "to_seat_id" bigint NOT NULL REFERENCES "setup_seats"("id") ON DELETE CASCADE,
  "relocated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "renewal_relocations_offer" ON "renewal_relocations" ("offer_id");
