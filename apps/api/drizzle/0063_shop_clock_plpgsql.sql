-- The shop's clock in PL/pgSQL (same answer). As an SQL function with a sub-select it could not be inlined,
-- and PostgreSQL parsed and planned its body again at every place a statement calls it, on every execution:
-- under an on-sale crowd that was about 29 µs a call and 450 calls a seat hold, a third of the database's CPU.
-- PL/pgSQL compiles the function and plans the offset read once per connection.
CREATE OR REPLACE FUNCTION shop_now() RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN now() + make_interval(secs => coalesce((SELECT offset_ms FROM clock_offset WHERE id = 1), 0) / 1000.0);
END
$$;
