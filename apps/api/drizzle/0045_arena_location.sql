-- Wallet passes (issue 22): where the arena is, so a phone shows a match's pass on arrival. Null until the
-- club gives it (the demo arena's is seeded).
ALTER TABLE "arenas" ADD COLUMN "latitude" double precision;
--> statement-breakpoint
ALTER TABLE "arenas" ADD COLUMN "longitude" double precision;
