ALTER TABLE "invoice_links" ALTER COLUMN "installment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_links" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_links" ADD CONSTRAINT "invoice_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_links_order" ON "invoice_links" USING btree ("order_id") WHERE order_id is not null;--> statement-breakpoint
ALTER TABLE "invoice_links" ADD CONSTRAINT "invoice_links_one_target" CHECK (num_nonnulls("invoice_links"."installment_id", "invoice_links"."order_id") = 1);