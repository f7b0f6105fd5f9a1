import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { addCartItemsBarrier, gatedCart, holdsAtOnce } from './helpers/hold-gates.ts';
import { presaleTools } from './helpers/presale.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Races need real connections in parallel: PostgreSQL only (PGlite serializes every transaction).
const onPostgres = (await availableKinds()).includes('postgres');
const BURST = 8;
const LIMIT = 2;
const GATE = 7_316_048;
const BARRIER = 7_316_049;

/**
 * A holder fires `BURST` holds of a match at once during its presale with a limit of `LIMIT`; with
 * `barrier` (the control run) none of them commits before all have read.
 */
async function burstInPresale(t: TestApp, barrier = false) {
  const p = await presaleTools(t);
  const match = await t.firstEvent();
  await p.presaleFromNow(match, -1, 1, { limit: LIMIT });
  const holder = await p.seasonHolder();
  // Seat 1 of as many rows: no hold of the burst can strand a seat (SEAT_GAP), whatever their order.
  const seats: { sector: string; row: string; name: string }[] = [];
  for (let i = 0; i < BURST; i++) seats.push(...(await p.rowSeats(match, 1)));
  const answers = await holdsAtOnce(t, { gate: GATE, barrier: barrier ? BARRIER : undefined }, BURST, () =>
    Promise.all(seats.map((seat) => t.holdSeat(holder.token, match, seat))),
  );
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id
      where c.user_id = ${holder.id} and ci.setup_id = ${match}`,
  );
  return {
    held: answers.filter((a) => a.statusCode === 201).length,
    refused: answers.filter((a) => a.json().code === 'PRESALE_LIMIT').length,
    total: row?.n ?? 0,
  };
}

describe.runIf(onPostgres)('the presale limit under parallel holds on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 20 }, { lockCartQuery: gatedCart(GATE) });
  });
  afterAll(() => t.close());

  it(`${BURST} holds of one holder at once: exactly ${LIMIT} held, the rest refused with PRESALE_LIMIT`, async () => {
    const { held, refused, total } = await burstInPresale(t);
    expect(held).toBe(LIMIT);
    expect(refused).toBe(BURST - LIMIT);
    expect(total).toBe(LIMIT);
  });
});

// The control run: the cart row created but not locked, so nothing orders one holder's counts.
describe.runIf(onPostgres)('control run: the cart not locked in the presale hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 20 }, { lockCartQuery: gatedCart(GATE, false) });
    await addCartItemsBarrier(t, BARRIER);
  });
  afterAll(() => t.close());

  it('parallel holds push the holder past the presale limit', async () => {
    const { total } = await burstInPresale(t, true);
    expect(total).toBeGreaterThan(LIMIT);
  });
});
