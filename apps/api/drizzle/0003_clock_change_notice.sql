-- Moving the shop clock (tests only) tells every process, which then forgets what it knew of holds.
CREATE FUNCTION notify_clock_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('seat_changes', '{"clock":true}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clock_offset_changed AFTER INSERT OR UPDATE OR DELETE ON clock_offset
FOR EACH STATEMENT EXECUTE FUNCTION notify_clock_change();
