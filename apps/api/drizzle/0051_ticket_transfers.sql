-- Ticket transfer to a friend (issue 22): a paid match ticket, or a season ticket for one match, passed to
-- another person by e-mail. Accepted, it is a new ticket for that one match (own serial, own QR, the
-- recipient's name); the original's QR is refused at that match from then on.
CREATE TABLE "ticket_transfers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "ticket_id" uuid NOT NULL REFERENCES "tickets"("id") ON DELETE cascade,
  "setup_id" uuid NOT NULL REFERENCES "setups"("id") ON DELETE cascade,
  "sender_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "recipient_email" text NOT NULL,
  "secret_hash" text NOT NULL UNIQUE,
  "state" text DEFAULT 'PENDING' NOT NULL CHECK ("state" IN ('PENDING', 'ACCEPTED', 'CANCELLED')),
  "recipient_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "recipient_name" text,
  "serial" text UNIQUE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_open" ON "ticket_transfers" ("ticket_id", "setup_id")
  WHERE "state" IN ('PENDING', 'ACCEPTED');
--> statement-breakpoint
CREATE INDEX "ticket_transfers_sender" ON "ticket_transfers" ("sender_id", "created_at");
--> statement-breakpoint
CREATE INDEX "ticket_transfers_recipient" ON "ticket_transfers" ("recipient_id");
