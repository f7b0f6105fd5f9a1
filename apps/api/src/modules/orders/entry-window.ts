import { formatClubDateTime, formatClubTime, GATE_OPENS_HOURS_BEFORE } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';

type Window = { startsAt: Date | string; opensAt: Date | string; open: boolean };

/**
 * The match day's entry window, by the database clock: from GATE_OPENS_HOURS_BEFORE hours before the start
 * until the end of the match's day on the club's clock (or the match's end, if that is later). Outside it the
 * gate answers TICKET_WRONG_DAY naming the match's date and the time the gate opens (decisions.md).
 */
export async function refuseOutsideEntryWindow(db: Db, matchId: string, serial: string): Promise<void> {
  const [window] = await queryRows<Window>(
    db,
    sql`select starts_at as "startsAt", opens_at as "opensAt",
        shop_now() >= opens_at and shop_now() < closes_at as open
      from (select starts_at, starts_at - make_interval(hours => ${GATE_OPENS_HOURS_BEFORE}) as opens_at,
          greatest(coalesce(ends_at, starts_at),
            ((starts_at at time zone 'Europe/Bratislava')::date + 1)::timestamp at time zone 'Europe/Bratislava')
            as closes_at
        from setups where id = ${matchId}) w`,
  );
  if (!window || window.open) return;
  fail('TICKET_WRONG_DAY', {
    serial,
    startsAt: iso(window.startsAt),
    matchDate: formatClubDateTime(iso(window.startsAt)),
    entryFrom: formatClubTime(iso(window.opensAt)),
  });
}
