-- A match's note in English (issue 22): English readers of a match without one get the Slovak note. An
-- English note stands only beside a Slovak one (the Slovak is the club's note, the English its translation).
ALTER TABLE "setups" ADD COLUMN "covid_restriction_en" text;--> statement-breakpoint
ALTER TABLE "setups" ADD CONSTRAINT "setups_note_english_beside_slovak" CHECK (
  "covid_restriction_en" IS NULL OR "covid_restriction" IS NOT NULL
);
