-- The gate and the installment-link revocation once wrote their audit entity in lower case; the
-- audit log filters by the upper-case names every other action uses.
UPDATE "audit_log" SET "entity" = upper("entity") WHERE "entity" IN ('order', 'ticket');
