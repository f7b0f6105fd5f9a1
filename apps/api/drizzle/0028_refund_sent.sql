ALTER TABLE "refunds" ADD COLUMN "late_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "sent_on" date;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "sent_note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_to_send" ON "refunds" USING btree ("order_id") WHERE status = 'TO_BE_SENT';