import type { SetupType } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

// The waiting room's SQL. Time is the shop clock (shop_now()), so tests can move it.

export interface RoomRow {
  id: string;
  setupId: string | null;
  setupType: SetupType | null;
  title: string | null;
  state: 'OPEN' | 'PAUSED' | 'CLOSED';
  opensAt: Date | string;
  shuffledAt: Date | string | null;
  ratePerMinute: number;
  maxShopping: number;
  admissionMinutes: number;
  createdAt: Date | string;
  closedAt: Date | string | null;
  /** A season room's matches (it guards them too); empty for a match's or the whole shop's room. */
  seasonMatches: string[];
  now: Date | string;
}

/** The ids of the matches of room `r`'s season (empty unless the room is on a season). */
export const seasonMatchesOf = (r: SQL) =>
  sql`coalesce((select json_agg(m.id order by m.starts_at) from setups m
    where ${r}.setup_id is not null and m.season_id = ${r}.setup_id), '[]'::json)`;

const roomColumns = sql`r.id, r.setup_id as "setupId", s.setup_type::text as "setupType", s.title,
  r.state::text as state, r.opens_at as "opensAt", r.shuffled_at as "shuffledAt",
  r.rate_per_minute as "ratePerMinute", r.max_shopping as "maxShopping",
  r.admission_minutes as "admissionMinutes", r.created_at as "createdAt", r.closed_at as "closedAt",
  ${seasonMatchesOf(sql`r`)} as "seasonMatches", shop_now() as now`;

/** One room; `lock` locks its row until the transaction ends (a club change against another). */
export async function roomById(db: Db, id: string, options = { lock: false }): Promise<RoomRow | undefined> {
  const lock = options.lock ? sql`for update of r` : sql``;
  const [row] = await queryRows<RoomRow>(
    db,
    sql`select ${roomColumns} from queue_rooms r left join setups s on s.id = r.setup_id where r.id = ${id} ${lock}`,
  );
  return row;
}

/** Rooms not closed, and (for the back office) the ones closed in the last week. */
export async function rooms(db: Db, options: { withRecentlyClosed: boolean }): Promise<RoomRow[]> {
  const recent = options.withRecentlyClosed ? sql`or r.closed_at > shop_now() - interval '7 days'` : sql``;
  return queryRows<RoomRow>(
    db,
    sql`select ${roomColumns} from queue_rooms r left join setups s on s.id = r.setup_id
      where r.state <> 'CLOSED' ${recent} order by r.state = 'CLOSED', r.opens_at desc`,
  );
}

export async function setupExists(db: Db, setupId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from setups where id = ${setupId}`);
  return rows.length > 0;
}

export async function insertRoom(
  db: Db,
  r: {
    setupId: string | null;
    opensAt: string;
    ratePerMinute: number;
    maxShopping: number;
    admissionMinutes: number;
  },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into queue_rooms (setup_id, opens_at, rate_per_minute, max_shopping, admission_minutes)
      values (${r.setupId}, ${r.opensAt}, ${r.ratePerMinute}, ${r.maxShopping}, ${r.admissionMinutes})
      returning id`,
  );
  if (!row) throw new Error('room not inserted');
  return row.id;
}

/** The club's changes of a running room (the opening only before it came); undefined leaves a value as it is. */
export async function updateRoom(
  db: Db,
  id: string,
  r: { ratePerMinute?: number; maxShopping?: number; admissionMinutes?: number; opensAt?: string },
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update queue_rooms set rate_per_minute = coalesce(${r.ratePerMinute ?? null}::int, rate_per_minute),
        max_shopping = coalesce(${r.maxShopping ?? null}::int, max_shopping),
        admission_minutes = coalesce(${r.admissionMinutes ?? null}::int, admission_minutes),
        opens_at = coalesce(${r.opensAt ?? null}::timestamptz, opens_at)
      where id = ${id} and state <> 'CLOSED'
        and (${r.opensAt ?? null}::timestamptz is null or shuffled_at is null) returning id`,
  );
  return rows.length > 0;
}

/**
 * Moves a room from one of `from` to `to`; false when it is in none of them. A resumed room's bucket
 * starts again from now: a pause does not bank admissions.
 */
export async function moveRoom(
  db: Db,
  id: string,
  from: readonly string[],
  to: 'OPEN' | 'PAUSED' | 'CLOSED',
): Promise<boolean> {
  const fromList = sql.join(
    from.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows(
    db,
    sql`update queue_rooms set state = ${to}::queue_room_state,
        tokens_at = case when ${to} = 'OPEN' and tokens_at is not null then shop_now() else tokens_at end,
        closed_at = case when ${to} = 'CLOSED' then shop_now() else closed_at end
      where id = ${id} and state::text in (${fromList}) returning id`,
  );
  return rows.length > 0;
}

export interface EntryRow {
  id: string;
  place: number | null;
  admittedAt: Date | string | null;
  expiresAt: Date | string | null;
  checkedOutAt: Date | string | null;
  /** Waiting fans ahead in line (null while in the pre-queue or admitted). */
  ahead: number | null;
}

const entryColumns = sql`e.id, e.place, e.admitted_at as "admittedAt", e.expires_at as "expiresAt",
  e.checked_out_at as "checkedOutAt",
  case when e.place is null or e.admitted_at is not null then null else
    (select count(*)::int from queue_entries w where w.room_id = e.room_id and w.admitted_at is null
       and w.place < e.place) end as ahead`;

/**
 * Joins the fan to the room once: a second join returns the same place. Before the shuffle the entry
 * has no place (pre-queue); after it, the next number (first come, first served). A fan whose
 * admission is over (expired or checked out) joins again at the end of the line.
 */
export async function joinRoom(db: Db, roomId: string, userId: string): Promise<EntryRow> {
  await queryRows(
    db,
    sql`insert into queue_entries (room_id, user_id, place)
      select ${roomId}, ${userId},
        case when r.shuffled_at is null then null else nextval('queue_place_seq') end
      from queue_rooms r where r.id = ${roomId}
      on conflict (room_id, user_id) do update set place = nextval('queue_place_seq'), joined_at = now(),
        admitted_at = null, expires_at = null, checked_out_at = null
      where queue_entries.admitted_at is not null
        and (queue_entries.checked_out_at is not null or queue_entries.expires_at <= shop_now())`,
  );
  const entry = await entryOf(db, roomId, userId);
  if (!entry) throw new Error('queue entry missing after join');
  return entry;
}

export async function entryOf(db: Db, roomId: string, userId: string): Promise<EntryRow | undefined> {
  const [row] = await queryRows<EntryRow>(
    db,
    sql`select ${entryColumns} from queue_entries e where e.room_id = ${roomId} and e.user_id = ${userId}`,
  );
  return row;
}

/** Fans in the pre-queue (no place yet) of a room. */
export async function preQueueSize(db: Db, roomId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from queue_entries where room_id = ${roomId} and place is null`,
  );
  return row?.n ?? 0;
}

/**
 * Renews a fan's admission while their cart is alive: the admission lasts at least as long as the
 * latest live hold of the room's sale in their cart. Answers the admission's end when it is (still or
 * again) valid, undefined when it is over, checked out or never was.
 */
export async function renewWhileCartAlive(db: Db, roomId: string, userId: string): Promise<Date | undefined> {
  const [row] = await queryRows<{ expiresAt: Date | string }>(
    db,
    sql`update queue_entries e set expires_at = greatest(e.expires_at, (
          select max(i.expire_at) from cart_items i join carts c on c.id = i.cart_id
          where c.user_id = e.user_id and i.expire_at > shop_now()
            and (r.setup_id is null or i.setup_id = r.setup_id)))
      from queue_rooms r
      where r.id = e.room_id and e.room_id = ${roomId} and e.user_id = ${userId}
        and e.admitted_at is not null and e.checked_out_at is null
      returning e.expires_at as "expiresAt"`,
  );
  if (!row) return undefined;
  const end = new Date(row.expiresAt);
  return end;
}

/** Is the fan's admission to the room still unspent (admitted, not checked out since)? */
export async function stillAdmitted(db: Db, roomId: string, userId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from queue_entries where room_id = ${roomId} and user_id = ${userId}
      and admitted_at is not null and checked_out_at is null`,
  );
  return rows.length > 0;
}

/** The setups of the user's live cart lines (checkout checks an admission for each guarded one). */
export async function liveCartSetups(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ setupId: string }>(
    db,
    sql`select distinct i.setup_id as "setupId" from cart_items i join carts c on c.id = i.cart_id
      where c.user_id = ${userId} and i.expire_at > shop_now()`,
  );
  return rows.map((r) => r.setupId);
}

/** The fan turned the cart into an order: no longer shopping, counted as sold. */
export async function markCheckedOut(db: Db, roomIds: string[], userId: string): Promise<void> {
  if (roomIds.length === 0) return;
  await queryRows(
    db,
    sql`update queue_entries set checked_out_at = shop_now()
      where user_id = ${userId} and checked_out_at is null and admitted_at is not null
        and room_id in (${sql.join(
          roomIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

export interface RoomCounts {
  preQueue: number;
  waiting: number;
  admitted: number;
  shopping: number;
  sold: number;
  admittedLast5: number;
}

/** What the back office shows of a room, counted now. */
export async function roomCounts(db: Db, roomId: string): Promise<RoomCounts> {
  const [row] = await queryRows<RoomCounts>(
    db,
    sql`select count(*) filter (where place is null)::int as "preQueue",
        count(*) filter (where admitted_at is null and place is not null)::int as waiting,
        count(*) filter (where admitted_at is not null)::int as admitted,
        count(*) filter (where admitted_at is not null and checked_out_at is null
          and expires_at > shop_now())::int as shopping,
        count(*) filter (where checked_out_at is not null)::int as sold,
        count(*) filter (where admitted_at > shop_now() - interval '5 minutes')::int as "admittedLast5"
      from queue_entries where room_id = ${roomId}`,
  );
  return row ?? { preQueue: 0, waiting: 0, admitted: 0, shopping: 0, sold: 0, admittedLast5: 0 };
}

/** Waiting fans per active room (the gauge of the waiting room's length). */
/** Fans waiting in a room (in the pre-queue or in line, not yet admitted). */
export async function waitingIn(db: Db, roomId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from queue_entries where room_id = ${roomId} and admitted_at is null`,
  );
  return row?.n ?? 0;
}

export async function waitingPerRoom(db: Db): Promise<Array<{ roomId: string; waiting: number }>> {
  return queryRows(
    db,
    sql`select r.id as "roomId", count(e.id)::int as waiting from queue_rooms r
      left join queue_entries e on e.room_id = r.id and e.admitted_at is null
      where r.state <> 'CLOSED' group by r.id`,
  );
}
