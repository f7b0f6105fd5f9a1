-- Accessible places (issue 19): a seat of a match or season is for a wheelchair or for its companion,
-- set by the club in the seat editor, drawn with a symbol and filterable in best seats. Null: a seat.
ALTER TABLE "setup_seats" ADD COLUMN "accessibility" text;
--> statement-breakpoint
ALTER TABLE "setup_seats" ADD CONSTRAINT "setup_seats_accessibility"
  CHECK ("accessibility" IN ('WHEELCHAIR', 'COMPANION'));
