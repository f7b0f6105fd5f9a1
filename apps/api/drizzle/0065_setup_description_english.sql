-- A match's and a season's description in English (issue 22): English readers of one without it get the
-- Slovak description. An English description stands only beside a Slovak one (the Slovak is the club's
-- text, the English its translation); a blank Slovak description is none.
ALTER TABLE "setups" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "setups" ADD CONSTRAINT "setups_description_english_beside_slovak" CHECK (
  "description_en" IS NULL OR btrim("description") <> ''
);
