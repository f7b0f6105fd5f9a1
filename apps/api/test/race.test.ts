import { MAX_SEATS_PER_ORDER } from '@hokej/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readThenWriteHolds } from './helpers/cart-control-run.ts';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

// Races need real connections in parallel: PostgreSQL only (PGlite serializes every transaction).
const onPostgres = (await availableKinds()).includes('postgres');
const BUYERS = 200;
const BURST = 20;

async function raceForOneSeat(t: TestApp) {
  const eventId = await t.firstEvent();
  const [seat] = await t.freeSeats(eventId, 1);
  if (!seat) throw new Error('no free seat');
  const fans = await Promise.all(Array.from({ length: BUYERS }, () => t.newUser()));
  const answers = await Promise.all(fans.map((fan) => t.holdSeat(fan.token, eventId, seat)));
  return answers.map((a) => a.statusCode);
}

async function burstOfOneFan(t: TestApp) {
  const eventId = await t.firstEvent();
  const seats = await t.freeSeats(eventId, BURST);
  const fan = await t.newUser();
  const answers = await Promise.all(seats.map((seat) => t.holdSeat(fan.token, eventId, seat)));
  const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) });
  return { codes: answers.map((a) => a.statusCode), live: cart.json().items.length as number };
}

describe.runIf(onPostgres)('the on-sale race on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 30 });
  });
  afterAll(() => t.close());

  it(`${BUYERS} fans holding the same seat at once: exactly one gets it`, async () => {
    const codes = await raceForOneSeat(t);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(BUYERS - 1);
  });

  it(`one fan firing ${BURST} holds at once gets exactly ${MAX_SEATS_PER_ORDER}`, async () => {
    const { codes, live } = await burstOfOneFan(t);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_SEATS_PER_ORDER);
    expect(codes.filter((c) => c === 409)).toHaveLength(BURST - MAX_SEATS_PER_ORDER);
    expect(live).toBe(MAX_SEATS_PER_ORDER);
  });
});

// The control run: the same races with the locking switched off must go wrong, or the tests above prove nothing.
describe.runIf(onPostgres)('control run without the locks (read-then-write holds)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 30 }, { matchHolds: readThenWriteHolds });
  });
  afterAll(() => t.close());

  it('read-then-write sells one seat to several fans', async () => {
    const codes = await raceForOneSeat(t);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThan(1);
  });

  it('without the cart lock one fan gets more than the limit', async () => {
    const { codes } = await burstOfOneFan(t);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThan(MAX_SEATS_PER_ORDER);
  });
});
