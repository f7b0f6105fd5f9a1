-- The club's look in the shop (issue 19): primary colour and crest, one row.
CREATE TABLE "club_settings" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
  "primary_color" text CHECK ("primary_color" ~ '^#[0-9a-f]{6}$'),
  "crest" bytea,
  "crest_type" text CHECK ("crest_type" IN ('image/svg+xml', 'image/png')),
  "updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CHECK (("crest" IS NULL) = ("crest_type" IS NULL))
);
