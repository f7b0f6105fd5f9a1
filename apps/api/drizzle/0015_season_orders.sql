DROP INDEX "setup_seats_one_order_item";--> statement-breakpoint
CREATE UNIQUE INDEX "setup_seats_one_order_item" ON "setup_seats" USING btree ("order_item_id","setup_id");