/**
 * One admission process of the multi-process race (queue-race.test.ts), run as its own OS process with
 * `node --import tsx`: its own event loop and connection pool on DATABASE_URL, as a shop server's
 * admission job has. It says `ready`, then for each line `race <rounds> <locked|control>` on stdin runs
 * that many admission rounds at once and answers `admitted <n>`. `control` runs the control run's
 * strategy (the round without the room's row lock), which lives here in apps/api/test; the first two of
 * its rounds that read the bucket meet before either admits (helpers/meet.ts).
 */
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { admitDue } from '../../src/modules/queue/admission-tick.ts';
import { raceMeeting } from './meet.ts';
import { admitWithoutRoomLock } from './queue-control-run.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const rounds = Number(process.env.ROUNDS ?? 6);
const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: rounds });
// Opens the pool's connections now, so a race is not decided by who connected first: `rounds`
// transactions each keep their connection until all of them have one.
const allConnected = raceMeeting('the pool connecting', rounds);
await Promise.all(
  Array.from({ length: rounds }, () =>
    database.db.transaction(async (tx) => {
      await queryRows(tx, sql`select 1`);
      await allConnected.meet();
    }),
  ),
);
process.stdout.write('ready\n');

for await (const line of createInterface({ input: process.stdin })) {
  const [command, count, strategy] = line.trim().split(' ');
  if (command !== 'race') continue;
  const control = admitWithoutRoomLock(raceMeeting('admission rounds reading the bucket', 2).meet);
  const each = await Promise.all(
    Array.from({ length: Number(count) }, () =>
      admitDue(database.db, strategy === 'control' ? control : undefined),
    ),
  );
  process.stdout.write(`admitted ${each.reduce((a, b) => a + b, 0)}\n`);
}
await database.close();
