ALTER TABLE "cart_items" ADD COLUMN "plastic_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "plastic_card" boolean DEFAULT false NOT NULL;