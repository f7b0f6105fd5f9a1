import {
  type AdmissionStrategy,
  admissible,
  admitFirst,
  readBucketUnlocked,
  shufflePreQueue,
  spendBucket,
} from '../../src/modules/queue/admission-tick.ts';

// The control run of the admission race: the same round without the room's row lock. Two processes
// then read the same bucket, both spend it, and the last write puts back what the other spent.

/** Reads the bucket, gives the others time to read it too, then admits and writes the bucket back. */
export const admitWithoutRoomLock: AdmissionStrategy = async (tx, roomId) => {
  const room = await readBucketUnlocked(tx, roomId);
  if (!room) return 0;
  if (!room.shuffled) {
    await shufflePreQueue(tx, roomId);
    return 0;
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
  const admitted = await admitFirst(tx, room, admissible(room));
  await spendBucket(tx, room, admitted);
  return admitted;
};
