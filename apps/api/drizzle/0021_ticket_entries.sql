CREATE TABLE "ticket_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"setup_id" uuid NOT NULL,
	"gate" text,
	"checked_by" uuid,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_entries" ADD CONSTRAINT "ticket_entries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_entries" ADD CONSTRAINT "ticket_entries_setup_id_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."setups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_entries" ADD CONSTRAINT "ticket_entries_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_entries_once" ON "ticket_entries" USING btree ("ticket_id","setup_id");--> statement-breakpoint
-- Tickets let in before entries were kept per match: their entry, at the ticket's own match.
INSERT INTO "ticket_entries" ("ticket_id", "setup_id", "entered_at")
SELECT t."id", oi."setup_id", t."checked_in_at" FROM "tickets" t JOIN "order_items" oi ON oi."id" = t."order_item_id"
WHERE t."checked_in_at" IS NOT NULL;
