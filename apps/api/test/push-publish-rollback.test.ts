import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { publish } from '../src/modules/push/publish.ts';
import { availableKinds } from './helpers/databases.ts';
import { openSse } from './helpers/sse.ts';
import { servedSuiteApp } from './helpers/suite.ts';

// publish(tx, change) logs the change in the writer's transaction: a change whose transaction rolls back
// must never reach a page, while one committed after it does.
describe.each(await availableKinds())('publish inside a rolled-back transaction on %s', (kind) => {
  const t = servedSuiteApp(kind);

  /**
   * Publishes a seat change, a list of them and a setup-wide change in one transaction that then commits
   * or rolls back, then commits a marker change; answers what an open page got up to the marker and
   * what push_log kept of the first transaction.
   */
  async function publishThen(outcome: 'commit' | 'rollback') {
    const [single, many, marker] = await t.freeSeats(t.match, 3);
    if (!single || !many || !marker) throw new Error('no free seats');
    // Each run takes its seats out of the free ones, so the next run publishes other seats.
    await queryRows(
      t.db,
      sql`update setup_seats set state = 'DISABLED' where setup_id = ${t.match}
        and (sector, row, name) in ((${single.sector}, ${single.row}, ${single.name}),
          (${many.sector}, ${many.row}, ${many.name}), (${marker.sector}, ${marker.row}, ${marker.name}))`,
    );
    const page = await openSse(`${t.base}/v2/push/EVENT/${t.match}`);
    try {
      const gaveUp = new Error('the writer gives up');
      const writer = t.db.transaction(async (tx) => {
        await publish(tx, { setupId: t.match, ...single, state: 'SOLD' });
        await publish(tx, [{ setupId: t.match, ...many, state: 'DISABLED' }]);
        await publish(tx, { setupId: t.match, setup: 'sectorRoles' });
        if (outcome === 'rollback') throw gaveUp;
      });
      if (outcome === 'rollback') await expect(writer).rejects.toBe(gaveUp);
      else await writer;
      await t.db.transaction((tx) => publish(tx, { setupId: t.match, ...marker, state: 'RESERVED' }));

      const isMarker = (f: { event: string; data: string }) => {
        const seat = f.event === 'seat' ? JSON.parse(f.data).seat : undefined;
        return seat?.sector === marker.sector && seat.row === marker.row && seat.name === marker.name;
      };
      const frame = await page.waitFor(isMarker);
      expect(JSON.parse(frame.data)).toMatchObject({ uuid: t.match, state: 'RESERVED' });
      // The feed is in commit order: whatever the first transaction let out came before the marker.
      const first = (d: string) => /"(SOLD|DISABLED|SECTOR_ROLES)"/.test(d);
      const delivered = page.frames.filter((f) => first(f.data)).length;
      const logged = await queryRows<{ id: string }>(
        t.db,
        sql`select id from push_log where setup_id = ${t.match} and payload->>'state' in ('SOLD', 'DISABLED')
          and payload->'seat' in (${JSON.stringify(single)}::jsonb, ${JSON.stringify(many)}::jsonb)`,
      );
      return { delivered, logged: logged.length };
    } finally {
      await page.close();
    }
  }

  it('is never delivered, nor logged; the change committed after it is', async () => {
    expect(await publishThen('rollback')).toEqual({ delivered: 0, logged: 0 });
  });

  it('control run: the same changes committed are delivered and logged, each once, before the marker', async () => {
    expect(await publishThen('commit')).toEqual({ delivered: 3, logged: 2 });
  });
});
