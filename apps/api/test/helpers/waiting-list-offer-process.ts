/**
 * One offer process of the waiting list's multi-process race (waiting-list-processes.test.ts), run as its
 * own OS process with `node --import tsx`: its own event loop and connection pool on DATABASE_URL, as a shop
 * server's offer job has. It says `ready`; for `race locked` it runs one offer round (the job's round) and
 * answers `offered <n>`. For `race control` it runs the control run's round (lists taken without a lock,
 * seats held without a condition) which, once it has picked its seats, says `picked` and waits for `go` on
 * stdin: the test lets both processes go only when both have picked, so they meet by events, not time.
 */
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { createLinks } from '../../src/modules/users/links.ts';
import { createWaitingList } from '../../src/modules/waiting-list/waiting-list-service.ts';
import { offersWithoutLocks } from './waiting-list-control-run.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 2 });
await Promise.all([1, 2].map(() => queryRows(database.db, sql`select 1`)));
const links = createLinks('http://shop.test');
// The first hold of a control round waits for `go`; the round's later holds go on (as the in-process
// control run's barrier, once open, lets everyone through).
let gate: Promise<void> | null = null;
let go: () => void = () => {};
const meet = () => {
  if (!gate) {
    gate = new Promise<void>((resolve) => {
      go = resolve;
    });
    process.stdout.write('picked\n');
  }
  return gate;
};
const locked = createWaitingList(database.db, { links, offerMinutes: 30 });
const control = createWaitingList(database.db, { links, offerMinutes: 30, offers: offersWithoutLocks(meet) });
process.stdout.write('ready\n');

for await (const line of createInterface({ input: process.stdin })) {
  const [command, strategy] = line.trim().split(' ');
  if (command === 'go') go();
  if (command !== 'race') continue;
  gate = null;
  const round = strategy === 'control' ? control.offerRound() : locked.offerRound();
  void round.then(
    (n) => process.stdout.write(`offered ${n}\n`),
    (err: unknown) => process.stdout.write(`failed ${String(err)}\n`),
  );
}
await database.close();
