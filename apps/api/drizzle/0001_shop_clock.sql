-- The shop's clock: the database's now(), shifted only by a test-set offset. Every hold expiry reads it.
CREATE FUNCTION shop_now() RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT now() + make_interval(secs => coalesce((SELECT offset_ms FROM clock_offset WHERE id = 1), 0) / 1000.0)
$$;
