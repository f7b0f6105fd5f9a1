-- The fan's language for messages (issue 22, English): the account's (registration, then each sign-in and
-- order) for account e-mails, the order's (its request's Accept-Language) for everything about the order.
-- Old rows stay Slovak.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'sk' NOT NULL CHECK ("language" IN ('sk', 'en'));
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'sk' NOT NULL CHECK ("language" IN ('sk', 'en'));
