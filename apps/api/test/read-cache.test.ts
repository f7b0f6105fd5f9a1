import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { paidOrder } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

type SeatRef = { sector: string; row: string; name: string };
type SectorBody = {
  availableSeats: number;
  prices: Array<{ ticketType: string; price: number }>;
  setup: Record<string, Array<{ name: string; buyState: string }>>;
};
type Row = Record<string, unknown>;

/**
 * The match list, arena and sector answers are kept in memory per process (read-cache/public-reads.ts):
 * every change must show in the very next read, with a new ETag; an unchanged answer is a 304.
 */
describe.each(await availableKinds())('public reads kept in memory on %s', (kind) => {
  let t: TestApp;
  let match: string;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    match = await t.firstEvent();
    admin = await t.newUser(['ADMIN']);
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const sectorUrl = (seat: SeatRef) => `/v2/arena/${match}/sector/${seat.sector}`;
  const stateOf = (body: SectorBody, seat: SeatRef) =>
    body.setup[seat.row]?.find((s) => s.name === seat.name)?.buyState;
  const listed = async () =>
    ((await read('/v2/event')).json().data as Array<{ uuid: string; availableSeats: number }>).find(
      (e) => e.uuid === match,
    );
  const sectorFree = async (sector: string) =>
    (await read(`/v2/arena/${match}`)).json().arena[sector].availableSeats as number;
  const admin_ = (method: 'POST' | 'PUT' | 'GET', path: string, payload?: Row) =>
    t.app.inject({
      method,
      url: `/v2/admin/events/${match}${path}`,
      headers: bearer(admin.token),
      ...(payload ? { payload } : {}),
    });

  /** Reads `url` again with the ETag of the read before: the change must come back as a new 200. */
  async function changedSince(url: string, etag: string) {
    const res = await read(url, { 'if-none-match': etag });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(etag);
    return res;
  }

  it('answers the list, the arena and a sector with a strong ETag, and 304 while nothing changed', async () => {
    const [seat] = await t.freeSeats(match, 1);
    if (!seat) throw new Error('no free seat');
    for (const url of ['/v2/event', `/v2/arena/${match}`, `/v2/event/arena/${match}`, sectorUrl(seat)]) {
      const first = await read(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const again = await read(url);
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe(first.body);
      const unchanged = await read(url, { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
      expect((await read(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
      expect((await read(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('a hold, its release and a sale show in the next read of the sector, arena and list', async () => {
    const [seat] = await t.freeSeats(match, 1);
    if (!seat) throw new Error('no free seat');
    const before = await read(sectorUrl(seat));
    const arenaBefore = await read(`/v2/arena/${match}`);
    const listBefore = await read('/v2/event');
    const freeBefore = await sectorFree(seat.sector);
    const listedBefore = (await listed())?.availableSeats ?? 0;

    const fan = await t.newUser();
    const held = await t.holdSeat(fan.token, match, seat);
    expect(held.statusCode).toBe(201);
    const afterHold = await changedSince(sectorUrl(seat), String(before.headers.etag));
    expect(stateOf(afterHold.json(), seat)).toBe('BOOKED');
    await changedSince(`/v2/arena/${match}`, String(arenaBefore.headers.etag));
    await changedSince('/v2/event', String(listBefore.headers.etag));
    expect(await sectorFree(seat.sector)).toBe(freeBefore - 1);
    expect((await listed())?.availableSeats).toBe(listedBefore - 1);

    const released = await t.updateCart(fan.token, { type: 'REMOVE_ITEM', itemId: held.json().items[0].id });
    expect(released.statusCode).toBe(200);
    const afterRelease = await changedSince(sectorUrl(seat), String(afterHold.headers.etag));
    expect(stateOf(afterRelease.json(), seat)).toBe('ACTIVE');
    expect(await sectorFree(seat.sector)).toBe(freeBefore);
    expect((await listed())?.availableSeats).toBe(listedBefore);

    // paidOrder buys the first free seat of the match: the one just released.
    await paidOrder(t, match, 1);
    const afterSale = await changedSince(sectorUrl(seat), String(afterRelease.headers.etag));
    expect(stateOf(afterSale.json(), seat)).toBe('SOLD');
    expect(await sectorFree(seat.sector)).toBe(freeBefore - 1);
  });

  it('the club blocking a seat, changing a price and publishing show in the next read', async () => {
    const [seat] = await t.freeSeats(match, 1);
    if (!seat) throw new Error('no free seat');
    const before = await read(sectorUrl(seat));
    const blocked = await admin_('PUT', '/seats', { state: 'DISABLED', seats: [seat] });
    expect(blocked.statusCode).toBe(200);
    const afterBlock = await changedSince(sectorUrl(seat), String(before.headers.etag));
    expect(stateOf(afterBlock.json(), seat)).toBe('DISABLED');
    expect((await admin_('PUT', '/seats', { state: 'ACTIVE', seats: [seat] })).statusCode).toBe(200);
    const afterFree = await changedSince(sectorUrl(seat), String(afterBlock.headers.etag));
    expect(stateOf(afterFree.json(), seat)).toBe('ACTIVE');

    const prices = (await admin_('GET', '')).json().prices as Array<{
      sector: string;
      ticketType: string;
      price: number;
    }>;
    const raised = prices.map((p) =>
      p.sector === seat.sector && p.ticketType === 'ADULT' ? { ...p, price: p.price + 100 } : p,
    );
    const adultBefore =
      (afterFree.json() as SectorBody).prices.find((p) => p.ticketType === 'ADULT')?.price ?? 0;
    expect((await admin_('PUT', '/prices', { prices: raised })).statusCode).toBe(200);
    const afterPrice = await changedSince(sectorUrl(seat), String(afterFree.headers.etag));
    expect((afterPrice.json() as SectorBody).prices.find((p) => p.ticketType === 'ADULT')?.price).toBe(
      adultBefore + 100,
    );
    expect((await admin_('PUT', '/prices', { prices })).statusCode).toBe(200);

    const listBefore = await read('/v2/event');
    expect((await admin_('POST', '/unpublish')).statusCode).toBe(200);
    try {
      await changedSince('/v2/event', String(listBefore.headers.etag));
      expect(await listed()).toBeUndefined();
      expect((await read(`/v2/arena/${match}`)).statusCode).toBe(404);
      expect((await read(sectorUrl(seat))).json()).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND' });
    } finally {
      expect((await admin_('POST', '/publish')).statusCode).toBe(200);
    }
    expect(await listed()).toBeDefined();
    expect((await read(sectorUrl(seat))).statusCode).toBe(200);
  });

  it('a sector kept for roles is refused and flagged for a fan at the next read, open to its role', async () => {
    const [seat] = await t.freeSeats(match, 1);
    if (!seat) throw new Error('no free seat');
    const fan = await t.newUser();
    const b2b = await t.newUser(['USER', 'B2B']);
    const fanArena = await read(`/v2/arena/${match}`, bearer(fan.token));
    expect((await read(sectorUrl(seat), bearer(fan.token))).statusCode).toBe(200);
    const keep = (sectors: Record<string, string[]>) =>
      t.app.inject({
        method: 'PUT',
        url: `/v2/admin/setups/${match}/sector-roles`,
        headers: bearer(admin.token),
        payload: { sectors },
      });
    expect((await keep({ [seat.sector]: ['B2B'] })).statusCode).toBe(200);
    try {
      const refused = await read(sectorUrl(seat), bearer(fan.token));
      expect(refused.json()).toMatchObject({ status: 403, code: 'ARENA_SETUP_FORBIDDEN' });
      const flagged = await changedSince(`/v2/arena/${match}`, String(fanArena.headers.etag));
      expect(flagged.json().arena[seat.sector].forbidden).toBe(true);
      expect((await read(sectorUrl(seat), bearer(b2b.token))).statusCode).toBe(200);
      const b2bArena = await read(`/v2/arena/${match}`, bearer(b2b.token));
      expect(b2bArena.json().arena[seat.sector].forbidden).toBeUndefined();
      expect(b2bArena.headers.etag).not.toBe(flagged.headers.etag);
    } finally {
      expect((await keep({})).statusCode).toBe(200);
    }
    expect((await read(sectorUrl(seat), bearer(fan.token))).statusCode).toBe(200);
    expect(
      (await read(`/v2/arena/${match}`, bearer(fan.token))).json().arena[seat.sector].forbidden,
    ).toBeUndefined();
  });
});
