import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { verifyPassword } from '../src/modules/auth/passwords.ts';
import { createRelocationAdmin } from '../src/modules/renewals/relocation-admin.ts';
import { createRelocations } from '../src/modules/renewals/relocation-service.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { RELOCATION_DEMO } from '../src/seed/relocation.ts';

// The demo's relocation holder (README): their window is open from `npm start`, and the swap works.
describe('the demo relocation holder (small, in-memory PGlite)', () => {
  let database: Database;
  let holder: { id: string; passwordHash: string };
  let offerId: string;
  let campaignId: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await seedDemo(database.db, { size: 'small' });
    [holder] = (await queryRows<{ id: string; passwordHash: string }>(
      database.db,
      sql`select id, password_hash as "passwordHash" from users where email = ${RELOCATION_DEMO.holder.email}`,
    )) as [{ id: string; passwordHash: string }];
    const [offer] = await queryRows<{ id: string; campaignId: string }>(
      database.db,
      sql`select id, campaign_id as "campaignId" from renewal_offers where user_id = ${holder.id}`,
    );
    offerId = offer?.id ?? '';
    campaignId = offer?.campaignId ?? '';
  });
  afterAll(async () => {
    await database?.close();
  });

  it('logs in with the README password and is first in the open relocation order', async () => {
    expect(await verifyPassword(holder.passwordHash, RELOCATION_DEMO.holder.password)).toBe(true);
    const order = await createRelocationAdmin(database.db).queue(campaignId);
    expect(order.data).toHaveLength(1);
    expect(order.data[0]).toMatchObject({ offerId, position: 1, wave: 1, paid: true, movedFrom: null });
    expect(Date.parse(order.data[0]?.opensAt ?? '')).toBeLessThan(Date.now());
    expect(Date.parse(order.relocationTo)).toBeGreaterThan(Date.now());
  });

  it('moves the holder to a free seat of the same sector now', async () => {
    const [free] = await queryRows<{ sector: string; row: string; name: string }>(
      database.db,
      sql`select t.sector, t.row, t.name from renewal_offers ro join setup_seats s on s.id = ro.season_seat_id
        join setup_seats t on t.setup_id = s.setup_id and t.sector = s.sector and t.id <> s.id and t.state = 'ACTIVE'
        where ro.id = ${offerId} order by t.id limit 1`,
    );
    if (!free) throw new Error('no free seat in the sector');
    const moved = await createRelocations(database.db).relocate(holder.id, offerId, { seat: free });
    expect(moved.seat).toEqual(free);
    expect(moved.relocation?.movedFrom).not.toBeNull();
  });
});
