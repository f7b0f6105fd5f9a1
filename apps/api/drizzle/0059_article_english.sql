-- English information pages (issue 22): an optional English title, menu label and body per page. A page
-- has its English version whole or not at all; English readers of a page without one get the Slovak.
ALTER TABLE "articles" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "menu_label_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body_en" text;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_english_whole" CHECK (
  ("title_en" IS NULL) = ("menu_label_en" IS NULL) AND ("title_en" IS NULL) = ("body_en" IS NULL)
);
