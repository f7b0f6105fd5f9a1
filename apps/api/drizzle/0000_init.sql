CREATE TYPE "public"."buy_state" AS ENUM('ACTIVE', 'DISABLED', 'RESERVED', 'BOOKED', 'SOLD');--> statement-breakpoint
CREATE TYPE "public"."setup_type" AS ENUM('EVENT', 'SEASON');--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"arena_id" uuid NOT NULL,
	"sector" text NOT NULL,
	"row" text NOT NULL,
	"name" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"initial_state" "buy_state" DEFAULT 'ACTIVE' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_sectors" (
	"arena_id" uuid NOT NULL,
	"name" text NOT NULL,
	"shape" jsonb NOT NULL,
	CONSTRAINT "arena_sectors_arena_id_name_pk" PRIMARY KEY("arena_id","name")
);
--> statement-breakpoint
CREATE TABLE "arenas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"view_box" text NOT NULL,
	"rink" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"menu_label" text NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"setup_id" uuid NOT NULL,
	"setup_seat_id" bigint NOT NULL,
	"ticket_type" text NOT NULL,
	"price" integer NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "clock_offset" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"setup_id" uuid NOT NULL,
	"sector" text NOT NULL,
	"ticket_type" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "prices_setup_id_sector_ticket_type_pk" PRIMARY KEY("setup_id","sector","ticket_type")
);
--> statement-breakpoint
CREATE TABLE "push_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"setup_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"setup_id" uuid NOT NULL,
	"sector" text NOT NULL,
	"row" text NOT NULL,
	"name" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"state" "buy_state" DEFAULT 'ACTIVE' NOT NULL,
	"cart_item_id" uuid,
	"hold_expires_at" timestamp with time zone,
	"order_item_id" uuid
);
--> statement-breakpoint
CREATE TABLE "setups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"setup_type" "setup_type" NOT NULL,
	"arena_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"published" boolean DEFAULT true NOT NULL,
	"season_id" uuid,
	"opponent" text,
	"covid_restriction" text,
	"phone_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"roles" text[] DEFAULT '{USER}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arena_seats" ADD CONSTRAINT "arena_seats_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arena_sectors" ADD CONSTRAINT "arena_sectors_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_setup_id_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."setups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_setup_seat_id_setup_seats_id_fk" FOREIGN KEY ("setup_seat_id") REFERENCES "public"."setup_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_setup_id_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."setups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_seats" ADD CONSTRAINT "setup_seats_setup_id_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."setups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setups" ADD CONSTRAINT "setups_arena_id_arenas_id_fk" FOREIGN KEY ("arena_id") REFERENCES "public"."arenas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arena_seats_place" ON "arena_seats" USING btree ("arena_id","sector","row","name");--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "push_log_setup" ON "push_log" USING btree ("setup_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "setup_seats_place" ON "setup_seats" USING btree ("setup_id","sector","row","name");--> statement-breakpoint
CREATE INDEX "setup_seats_sector" ON "setup_seats" USING btree ("setup_id","sector");--> statement-breakpoint
CREATE INDEX "setup_seats_expiring" ON "setup_seats" USING btree ("hold_expires_at") WHERE state = 'BOOKED' and order_item_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "setup_seats_one_order_item" ON "setup_seats" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"));