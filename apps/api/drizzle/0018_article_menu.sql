ALTER TABLE "articles" ADD COLUMN "in_menu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The main menu links the spec's four pages in its order; terms and privacy are linked from the footer.
UPDATE "articles" SET "in_menu" = false WHERE "slug" IN ('vseobecne-obchodne-podmienky', 'ochrana-sukromia');--> statement-breakpoint
UPDATE "articles" SET "menu_order" = CASE "slug" WHEN 'permanentky' THEN 1 WHEN 'vstupne-podmienky' THEN 2 WHEN 'predajne-miesta' THEN 3 WHEN 'ako-nakupovat' THEN 4 ELSE "menu_order" END;
