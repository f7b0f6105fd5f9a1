import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * The admission round of one room. Every process runs it every second; the safe strategy takes the
 * room's row lock (`FOR UPDATE SKIP LOCKED`: a process finding it taken skips the room this round)
 * and decides everything after it, so two processes never spend the same admissions. A control run
 * passes its own strategy in (apps/api/test) to show the race test can fail.
 */
export type AdmissionStrategy = (tx: Db, roomId: string) => Promise<number>;

export interface BucketRow {
  id: string;
  shuffled: boolean;
  /** Admissions available now: the bucket refilled at the room's rate since tokens_at, capped. */
  available: number;
  maxShopping: number;
  shopping: number;
  admissionMinutes: number;
  /** The round's moment (`roundNow` when the room was locked): the bucket is refilled up to it. */
  at: string;
}

/**
 * The round's clock: this statement's moment on the shop's clock. `shop_now()` is the transaction's start,
 * and a round's transaction may begin well before its first statement runs (a busy process between its
 * BEGIN and the room's lock); meanwhile another process's round can admit and commit. Stamped with the
 * transaction's start, the later round's admissions would look older than the earlier round's and start
 * their time early, and its bucket would refill from a moment before the other round spent it.
 */
const roundNow = sql`(shop_now() + (statement_timestamp() - now()))`;

/** Five seconds' worth of the rate (at least one): an empty queue does not bank a flood of admissions. */
const bucketCap = sql`greatest(1, r.rate_per_minute / 12.0)`;

const bucketColumns = sql`r.id, r.shuffled_at is not null as shuffled,
  least(${bucketCap}, r.tokens + r.rate_per_minute
    * greatest(0, extract(epoch from ${roundNow} - coalesce(r.tokens_at, ${roundNow}))) / 60.0)::float8 as available,
  r.max_shopping as "maxShopping", r.admission_minutes as "admissionMinutes", ${roundNow}::text as at`;

/**
 * The fans of the room shopping now, counted in a statement of its own once the room is locked. Counted in the
 * locking statement, it read that statement's snapshot: a round whose statement began just before another
 * process's round committed locked the room after it (the row's new version) but counted the shoppers without
 * that round's admissions, and filled the cap a second time (CI: 10 admitted for 5 places, queue-race.test).
 */
async function withShopping(tx: Db, room: Omit<BucketRow, 'shopping'> | undefined) {
  if (!room) return undefined;
  const [count] = await queryRows<{ shopping: number }>(
    tx,
    sql`select count(*)::int as shopping from queue_entries e where e.room_id = ${room.id}
      and e.admitted_at is not null and e.checked_out_at is null and e.expires_at > ${roundNow}`,
  );
  return { ...room, shopping: count?.shopping ?? 0 };
}

/** The room's bucket, its row locked until the transaction ends; undefined when another process has it. */
export async function lockBucket(tx: Db, roomId: string): Promise<BucketRow | undefined> {
  const [room] = await queryRows<Omit<BucketRow, 'shopping'>>(
    tx,
    sql`select ${bucketColumns} from queue_rooms r
      where r.id = ${roomId} and r.state = 'OPEN' and r.opens_at <= ${roundNow} for update skip locked`,
  );
  return withShopping(tx, room);
}

/** The same read without a lock: only for a control run. */
export async function readBucketUnlocked(tx: Db, roomId: string): Promise<BucketRow | undefined> {
  const [room] = await queryRows<Omit<BucketRow, 'shopping'>>(
    tx,
    sql`select ${bucketColumns} from queue_rooms r
      where r.id = ${roomId} and r.state = 'OPEN' and r.opens_at <= ${roundNow}`,
  );
  return withShopping(tx, room);
}

/**
 * The opening: the pre-queue is drawn in random order (ranks -n … -1, ahead of every later arrival),
 * so arriving early or in a burst gains nothing. The bucket starts with one admission.
 */
export async function shufflePreQueue(tx: Db, roomId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update queue_entries e set place = d.rank - d.total - 1
      from (select id, row_number() over (order by random()) as rank, count(*) over () as total
            from queue_entries where room_id = ${roomId} and place is null) d
      where e.id = d.id`,
  );
  await queryRows(
    tx,
    sql`update queue_rooms set shuffled_at = ${roundNow}, tokens = 1, tokens_at = ${roundNow} where id = ${roomId}`,
  );
}

/** Joins that raced the shuffle and kept no place go to the end of the line, in the order they came. */
export async function placeLateJoins(tx: Db, roomId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update queue_entries e set place = nextval('queue_place_seq')
      from (select id from queue_entries where room_id = ${roomId} and place is null order by joined_at) l
      where e.id = l.id`,
  );
}

/** Admits the first `count` fans in line; answers how many were admitted. */
export async function admitFirst(tx: Db, room: BucketRow, count: number): Promise<number> {
  if (count <= 0) return 0;
  const rows = await queryRows(
    tx,
    sql`update queue_entries set admitted_at = ${roundNow},
        expires_at = ${roundNow} + make_interval(mins => ${room.admissionMinutes})
      where id in (select id from queue_entries where room_id = ${room.id} and admitted_at is null
                   and place is not null order by place limit ${count})
        and admitted_at is null
      returning id`,
  );
  return rows.length;
}

/** Stores what is left in the bucket after admitting `admitted`. */
export async function spendBucket(tx: Db, room: BucketRow, admitted: number): Promise<void> {
  await queryRows(
    tx,
    sql`update queue_rooms set tokens = ${Math.max(0, room.available - admitted)}, tokens_at = ${room.at}::timestamptz,
        admitted_total = admitted_total + ${admitted}
      where id = ${room.id}`,
  );
}

/** How many the bucket and the shopping cap allow now. */
export const admissible = (room: BucketRow) =>
  Math.max(0, Math.min(Math.floor(room.available), room.maxShopping - room.shopping));

/** The real round: everything decided under the room's row lock. */
export const admitUnderRoomLock: AdmissionStrategy = async (tx, roomId) => {
  const room = await lockBucket(tx, roomId);
  if (!room) return 0;
  if (!room.shuffled) {
    await shufflePreQueue(tx, roomId);
    return admitUnderRoomLock(tx, roomId);
  }
  await placeLateJoins(tx, roomId);
  const admitted = await admitFirst(tx, room, admissible(room));
  await spendBucket(tx, room, admitted);
  return admitted;
};

/** Rooms due for a round: open and past their opening. */
export async function roomsDue(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from queue_rooms where state = 'OPEN' and opens_at <= shop_now()`,
  );
  return rows.map((r) => r.id);
}

/** One round over every due room, each in its own transaction; answers the fans admitted. */
export async function admitDue(db: Db, strategy: AdmissionStrategy = admitUnderRoomLock): Promise<number> {
  let admitted = 0;
  for (const roomId of await roomsDue(db)) {
    admitted += await db.transaction((tx) => strategy(tx, roomId));
  }
  return admitted;
}
