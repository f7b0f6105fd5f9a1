import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CalendarMatch } from './calendar-ics.ts';

type MatchRow = Omit<CalendarMatch, 'seats' | 'startsAt' | 'endsAt'> & {
  startsAt: Date | string;
  endsAt: Date | string | null;
};

const toMatch = (row: MatchRow, seats: string[] = []): CalendarMatch => ({
  ...row,
  startsAt: new Date(row.startsAt),
  endsAt: row.endsAt === null ? null : new Date(row.endsAt),
  seats,
});

const matchColumns = sql`s.id as "setupId", s.title, s.starts_at as "startsAt", s.ends_at as "endsAt",
  a.name as venue, a.address`;

/** A published match, or undefined. */
export async function findPublishedMatch(db: Db, setupId: string): Promise<CalendarMatch | undefined> {
  const [row] = await queryRows<MatchRow>(
    db,
    sql`select ${matchColumns} from setups s join arenas a on a.id = s.arena_id
      where s.id = ${setupId} and s.setup_type = 'EVENT' and s.published`,
  );
  return row && toMatch(row);
}

/** How a seat is named in an entry's description (in the calendar's language). */
export type SeatLine = (seat: { sector: string; row: string; seat: string }) => string;

/**
 * The matches the fan has a paid seat at, soonest first, each with their seats: match tickets, and every
 * match of a season they hold a season ticket for (the season ticket's seat at each match). A ticket given
 * away by an accepted transfer (a season ticket lent for one match: that match) is the friend's, so it is
 * listed among the friend's matches, not the sender's; a season seat the holder released for a match
 * (for sale or sold, not taken back) is not theirs at that match.
 */
export function paidMatchesOf(db: Db, userId: string, seatLine: SeatLine): Promise<CalendarMatch[]> {
  return matchesOfSeats(db, sql`o.user_id = ${userId} and o.status = 'PAID'`, seatLine, userId);
}

/**
 * The matches one order has seats at (a season ticket: every match of its season but those its seat was
 * released for), soonest first.
 */
export function orderMatches(db: Db, orderId: string, seatLine: SeatLine): Promise<CalendarMatch[]> {
  return matchesOfSeats(db, sql`o.id = ${orderId}`, seatLine);
}

/** The seat's ticket went to a friend for the match `s` (an accepted transfer). */
const givenAway = sql`exists (select 1 from tickets tk join ticket_transfers tr on tr.ticket_id = tk.id
  where tk.order_item_id = oi.id and tr.setup_id = s.id and tr.state = 'ACCEPTED')`;

/** The season seat is released for the match `s` (for sale, or sold to another fan; not taken back). */
const released = sql`exists (select 1 from seat_releases r where r.season_item_id = oi.id and r.match_id = s.id
  and r.state in ('RELEASED', 'SOLD'))`;

/** Seats received by `userId` in accepted transfers of paid orders, as rows of the same shape. */
const receivedBy = (userId: string) => sql`union all
  select ${matchColumns}, seat.sector, seat.row, seat.name as seat
  from ticket_transfers tr
  join tickets tk on tk.id = tr.ticket_id
  join order_items oi on oi.id = tk.order_item_id
  join orders o on o.id = oi.order_id
  join setup_seats seat on seat.id = oi.setup_seat_id
  join setups s on s.id = tr.setup_id
  join arenas a on a.id = s.arena_id
  where tr.recipient_id = ${userId} and tr.state = 'ACCEPTED' and o.status = 'PAID' and s.published`;

async function matchesOfSeats(
  db: Db,
  orders: SQL,
  seatLine: SeatLine,
  /** Also the seats this user received by transfer. */
  recipientId?: string,
): Promise<CalendarMatch[]> {
  const rows = await queryRows<MatchRow & { sector: string; row: string; seat: string }>(
    db,
    sql`select * from (
      select ${matchColumns}, seat.sector, seat.row, seat.name as seat
      from orders o
      join order_items oi on oi.order_id = o.id
      join setup_seats seat on seat.id = oi.setup_seat_id
      join setups bought on bought.id = oi.setup_id
      join setups s on s.id = bought.id and s.setup_type = 'EVENT'
        or bought.setup_type = 'SEASON' and s.season_id = bought.id
      join arenas a on a.id = s.arena_id
      where ${orders} and s.published and not ${givenAway} and not ${released}
      ${recipientId === undefined ? sql`` : receivedBy(recipientId)}
    ) m order by m."startsAt", m."setupId", m.sector, m."row", m.seat`,
  );
  const matches = new Map<string, CalendarMatch>();
  for (const { sector, row, seat, ...match } of rows) {
    const line = seatLine({ sector, row, seat });
    const known = matches.get(match.setupId);
    if (known) known.seats.push(line);
    else matches.set(match.setupId, toMatch(match, [line]));
  }
  return [...matches.values()];
}

/** The version the fan's feed address is made with; undefined for an unknown user. */
export async function feedVersionOf(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`select calendar_feed_version as version from users where id = ${userId}`,
  );
  return row?.version;
}

/** Moves the fan's feed to a new version (the old address stops working); returns it. */
export async function bumpFeedVersion(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ version: number }>(
    db,
    sql`update users set calendar_feed_version = calendar_feed_version + 1 where id = ${userId}
      returning calendar_feed_version as version`,
  );
  if (!row) throw new Error('user missing');
  return row.version;
}
