CREATE TABLE "bank_payments" (
	"entry_reference" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"variable_symbol" text,
	"booking_date" text NOT NULL,
	"counterparty" text,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;