-- The card provider's own id of a payment (Stripe: its Checkout Session), kept to ask it and refund it.
ALTER TABLE "payments" ADD COLUMN "provider_ref" text;
