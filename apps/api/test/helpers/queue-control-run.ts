import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import {
  type AdmissionStrategy,
  admissible,
  admitFirst,
  lockBucket,
  placeLateJoins,
  readBucketUnlocked,
  shufflePreQueue,
  spendBucket,
} from '../../src/modules/queue/admission-tick.ts';
import type { Meet } from './meet.ts';

// The control run of the admission race: the same round without the room's row lock. Two rounds then
// read the same bucket, both spend it, and the last write puts back what the other spent.

/**
 * Reads the bucket, meets the other rounds that read it (`meet`, helpers/meet.ts), then admits and writes
 * the bucket back. After the meeting the rounds admit one at a time, each after the one before committed
 * (a transaction-scoped advisory lock on the room): a round admitting at the same moment as another would
 * wait on the same fans' rows and find them taken, while one admitting after the other's commit takes the
 * next fans in line with the bucket it read before. So rounds that met admit more than the bucket, every time.
 */
export const admitWithoutRoomLock =
  (meet: Meet): AdmissionStrategy =>
  async (tx, roomId) => {
    const room = await readBucketUnlocked(tx, roomId);
    if (!room) return 0;
    if (!room.shuffled) {
      await shufflePreQueue(tx, roomId);
      return 0;
    }
    await meet();
    await queryRows(tx, sql`select pg_advisory_xact_lock(hashtext(${roomId}))`);
    const admitted = await admitFirst(tx, room, admissible(room));
    await spendBucket(tx, room, admitted);
    return admitted;
  };

// The control run of the fairness test (queue-fairness.test.ts): a round that spends the bucket as the
// real one does, under the same lock, but lets the newest arrivals in first.

/** The real round with the line read backwards: the last `count` to arrive are admitted. */
export const admitNewestFirst: AdmissionStrategy = async (tx, roomId) => {
  const room = await lockBucket(tx, roomId);
  if (!room) return 0;
  if (!room.shuffled) {
    await shufflePreQueue(tx, roomId);
    return 0;
  }
  await placeLateJoins(tx, roomId);
  const count = admissible(room);
  if (count <= 0) return 0;
  const rows = await queryRows(
    tx,
    sql`update queue_entries set admitted_at = shop_now(),
        expires_at = shop_now() + make_interval(mins => ${room.admissionMinutes})
      where id in (select id from queue_entries where room_id = ${room.id} and admitted_at is null
                   and place is not null order by place desc limit ${count})
      returning id`,
  );
  await spendBucket(tx, room, rows.length);
  return rows.length;
};
