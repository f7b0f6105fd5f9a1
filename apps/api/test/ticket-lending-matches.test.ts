import { TRANSFER_CUTOFF_MINUTES, type TransferMatch } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { release, type SeasonHolder, seasonHolder, takeBack } from './helpers/seat-release.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';
import { offerTransfer } from './helpers/transfers.ts';

/** A season ticket lent for one match (issue 22): the matches the lending dialog offers and what it refuses. */
describe.each(await availableKinds())('lending a season ticket for one match on %s', (kind) => {
  let t: TestApp;
  let holder: SeasonHolder;
  let serial: string;
  const matchesOf = (token: string, serialOf = serial, orderId = holder.orderId) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderId}/tickets/${encodeURIComponent(serialOf)}/transfer-matches`,
      headers: bearer(token),
    });

  const transferCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ticket_transfers`))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON'`,
    );
    holder = await seasonHolder(t, season?.id as string, 0);
    serial = holder.serial;
  });
  afterAll(() => t.close());

  it('lists the season’s matches to come, soonest first, each with its cut-off an hour before', async () => {
    const res = await matchesOf(holder.fan.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TransferMatch[];
    const [coming] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from setups s join setups season on season.id = s.season_id
        join order_items oi on oi.setup_id = season.id
        where oi.id = ${holder.itemId} and s.setup_type = 'EVENT' and s.starts_at > now()`,
    );
    expect(data).toHaveLength(coming?.n ?? -1);
    expect(data.length).toBeGreaterThan(1);
    const starts = data.map((m) => Date.parse(m.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const m of data) {
      expect(Date.parse(m.startsAt) - Date.parse(m.cutoffAt)).toBe(TRANSFER_CUTOFF_MINUTES * 60_000);
      expect(m.open).toBe(Date.parse(m.cutoffAt) > Date.now());
      expect(m.released).toBe(false);
    }
  });

  it('another fan gets 404 for the holder’s season ticket, and nobody for an unknown serial', async () => {
    const stranger = await t.newUser();
    expect((await matchesOf(stranger.token)).json()).toMatchObject({ status: 404, code: 'TICKET_NOT_FOUND' });
    expect((await matchesOf(holder.fan.token, '999999-9')).json()).toMatchObject({
      code: 'TICKET_NOT_FOUND',
    });
  });

  it('a seat released for sale for a match is shown so and not lent for it; taken back, it is lent and then not released', async () => {
    const first = ((await matchesOf(holder.fan.token)).json().data as TransferMatch[]).find((m) => m.open);
    if (!first) throw new Error('no open season match in the seed');
    expect((await release(t, holder.fan.token, holder.itemId, first.matchId)).statusCode).toBe(200);
    const listed = (await matchesOf(holder.fan.token)).json().data as TransferMatch[];
    expect(listed.find((m) => m.matchId === first.matchId)?.released).toBe(true);

    const friend = await t.newUser();
    const transfers = await transferCount();
    const refused = await offerTransfer(t, holder.fan.token, holder.orderId, serial, {
      email: friend.email,
      matchId: first.matchId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TRANSFER_SEAT_RELEASED',
      message:
        'Miesto permanentky ste na tento zápas uvoľnili na predaj, požičať ho nemožno. Najprv si ho vezmite späť.',
    });
    expect(await transferCount()).toBe(transfers);

    expect((await takeBack(t, holder.fan.token, holder.itemId, first.matchId)).statusCode).toBe(200);
    const lent = await offerTransfer(t, holder.fan.token, holder.orderId, serial, {
      email: friend.email,
      matchId: first.matchId,
    });
    expect(lent.statusCode, lent.body).toBe(201);
    expect(lent.json()).toMatchObject({ state: 'PENDING', matchId: first.matchId, ticketSerial: serial });

    // Lent, the seat is not released for sale for that match too.
    const releasing = await release(t, holder.fan.token, holder.itemId, first.matchId);
    expect(releasing.statusCode).toBe(409);
    expect(releasing.json()).toMatchObject({
      code: 'SEAT_RELEASE_LENT',
      message:
        'Miesto ste na tento zápas požičali. Najprv zrušte požičanie, potom ho môžete uvoľniť na predaj.',
    });
    const [state] = await queryRows<{ state: string }>(
      t.db,
      sql`select state from seat_releases where season_item_id = ${holder.itemId} and match_id = ${first.matchId}`,
    );
    expect(state?.state).toBe('TAKEN_BACK');
  });
});
