-- A password change or reset bumps it; access tokens carry the version they were signed with.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Addresses an account has signed in from: failed sign-ins from them count apart from the others'.
CREATE TABLE "known_login_addresses" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"address" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_login_addresses_pk" PRIMARY KEY ("user_id", "address")
);--> statement-breakpoint
-- The hold's per-match limit counts the account's unpaid orders.
CREATE INDEX "orders_user_unpaid" ON "orders" ("user_id") WHERE status = 'AWAITING_PAYMENT';
