ALTER TABLE "carts" ADD COLUMN "push_secret_hash" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "push_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "push_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "push_created_by" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "push_contact" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "push_cart_id" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_push_created_by_users_id_fk" FOREIGN KEY ("push_created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_push_cart_id_carts_id_fk" FOREIGN KEY ("push_cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_push_secret_hash_unique" UNIQUE("push_secret_hash");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_push_without_user" CHECK ("carts"."push_secret_hash" is null or ("carts"."user_id" is null and "carts"."push_expires_at" is not null));