import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { ServiceSeams } from '../src/services.ts';
import { availableKinds } from './helpers/databases.ts';
import { swapReadThenWrite } from './helpers/relocation-control-run.ts';
import { IN_RELOCATION, relocationDesk, relocationRaceApp } from './helpers/relocations.ts';
import { release } from './helpers/seat-release.ts';
import type { TestApp } from './helpers/test-app.ts';

const ROUNDS = 3;
type Desk = Awaited<ReturnType<typeof relocationDesk>>;

/**
 * Where the ticket stands in the match after a release and a relocation met: the release's seat (if on
 * sale) against the ticket's place, and how many of the match's seats the ticket still holds.
 */
async function standing(t: TestApp, r: Desk, offerId: string, matchId: string) {
  const item = await r.itemOf(offerId);
  const [row] = await queryRows<{ released: string | null; held: number }>(
    t.db,
    sql`select (select ss.sector || '/' || ss.row || '/' || ss.name from seat_releases sr
          join setup_seats ss on ss.id = sr.setup_seat_id
          where sr.season_item_id = ${item.id} and sr.match_id = ${matchId} and sr.state = 'RELEASED') as released,
        (select count(*)::int from setup_seats where setup_id = ${matchId} and order_item_id = ${item.id}) as held`,
  );
  return {
    place: `${item.sector}/${item.row}/${item.name}`,
    released: row?.released ?? null,
    held: row?.held ?? -1,
  };
}

// A renewed holder releases the new season's seat for a match while relocating it (issue 21): both may
// happen in the relocation window. Never both on one seat: either the release wins and the swap is refused
// (RELOCATION_SEAT_RELEASED), or the swap wins and a release is of the new seat (or refused).
describe.each(await availableKinds())(
  'a release for a match meets a relocation of the seat on %s',
  (kind) => {
    const t = relocationRaceApp(kind);

    it('the release is always of the seat the ticket has, and the ticket holds no other seat of that match', async () => {
      const r = await relocationDesk(t, ROUNDS);
      await t.setClockOffset(IN_RELOCATION);
      const match = r.next.matchIds[0] as string;
      for (const holder of r.fans) {
        const item = await r.itemOf(holder.offerId);
        const place = await r.freePlace();
        const [freed, moved] = await Promise.all([
          release(t, holder.fan.token, item.id, match),
          r.relocate(holder.fan.token, holder.offerId, place),
        ]);
        const codes = [freed, moved].map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
        const now = await standing(t, r, holder.offerId, match);
        if (codes[0] === 'OK') {
          expect(now).toMatchObject({ released: now.place, held: 0 });
          // Released before the swap: the swap is refused; after it: the new seat is the one released.
          if (codes[1] !== 'OK') expect(codes[1]).toBe('RELOCATION_SEAT_RELEASED');
        } else {
          expect(codes).toEqual(['SEAT_RELEASE_UNAVAILABLE', 'OK']);
          expect(now).toMatchObject({ released: null, held: 1 });
        }
      }
    });
  },
);

// The control run needs real connections in parallel: PostgreSQL only (PGlite serializes transactions).
const onPostgres = (await availableKinds()).includes('postgres');

describe.runIf(onPostgres)(
  'control run: a swap that reads, lets the release commit, then moves unchecked',
  () => {
    let between: () => Promise<unknown> = async () => undefined;
    const seams: ServiceSeams = { relocationSwap: (tx, m) => swapReadThenWrite(() => between())(tx, m) };
    const t = relocationRaceApp('postgres', seams);

    it('both succeed: the old seat is on sale for the match while the ticket holds the new one there too', async () => {
      const r = await relocationDesk(t, 1);
      await t.setClockOffset(IN_RELOCATION);
      const match = r.next.matchIds[0] as string;
      const holder = r.fans[0] as Desk['fans'][number];
      const item = await r.itemOf(holder.offerId);
      const place = await r.freePlace();
      let freed: Awaited<ReturnType<typeof release>> | undefined;
      // The release runs and commits on its own connection while the swap sits between its read and its move.
      between = async () => {
        freed = await release(t, holder.fan.token, item.id, match);
      };
      const moved = await r.relocate(holder.fan.token, holder.offerId, place);
      expect([freed?.statusCode, moved.statusCode]).toEqual([200, 200]);
      const now = await standing(t, r, holder.offerId, match);
      expect(now.released).not.toBe(now.place);
      expect(now.held).toBe(1);
    });
  },
);
