import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { IN_RELOCATION, relocationDesk } from './helpers/relocations.ts';
import { buyReleasedSeat, matchSeat, release, takeBack } from './helpers/seat-release.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A renewed holder who released the new season's seat for one match (issue 21, seat release) cannot move
// the place while that release is on sale or sold: the release, its sale, take-back and the gate's refusal
// belong to the old seat. Taken back, the place moves whole.
describe.each(await availableKinds())('relocation of a seat released for a match on %s', (kind) => {
  let t: TestApp;
  let r: Awaited<ReturnType<typeof relocationDesk>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    r = await relocationDesk(t, 2);
    await t.setClockOffset(IN_RELOCATION);
  });
  afterAll(async () => {
    await t.setClockOffset(0);
    await t.close();
  });

  it('a seat on sale for a match is refused with the match named, and nothing moves; taken back, it moves', async () => {
    const a = r.fans[0] as (typeof r.fans)[number];
    const item = await r.itemOf(a.offerId);
    const match = r.next.matchIds[0] as string;
    expect((await release(t, a.fan.token, item.id, match)).statusCode).toBe(200);
    const place = await r.freePlace();

    const refused = await r.relocate(a.fan.token, a.offerId, place);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RELOCATION_SEAT_RELEASED',
      message: expect.stringMatching(/^Miesto máte uvoľnené na predaj na zápas Orly – HK Poprad\./),
    });
    expect(await r.ownersOf(place)).toEqual([null, null, null]);
    expect(await r.ownersOf(item)).toEqual([item.id, null, item.id]);
    expect(await matchSeat(t, match, item)).toMatchObject({ state: 'ACTIVE', orderItemId: null });

    expect((await takeBack(t, a.fan.token, item.id, match)).statusCode).toBe(200);
    const moved = await r.relocate(a.fan.token, a.offerId, place);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await r.ownersOf(place)).toEqual([item.id, item.id, item.id]);
    expect(await r.ownersOf(item)).toEqual([null, null, null]);
    // A later release is of the new seat.
    expect((await release(t, a.fan.token, item.id, match)).statusCode).toBe(200);
    expect(await matchSeat(t, match, place)).toMatchObject({ state: 'ACTIVE', orderItemId: null });
  });

  it('a released seat a fan bought keeps its buyer, and the holder stays on the old seat', async () => {
    const b = r.fans[1] as (typeof r.fans)[number];
    const item = await r.itemOf(b.offerId);
    const match = r.next.matchIds[1] as string;
    expect((await release(t, b.fan.token, item.id, match)).statusCode).toBe(200);
    await buyReleasedSeat(t, match, { sector: item.sector, row: item.row, name: item.name });
    const bought = await matchSeat(t, match, item);
    expect(bought).toMatchObject({ state: 'SOLD' });
    const place = await r.freePlace();

    const refused = await r.relocate(b.fan.token, b.offerId, place);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RELOCATION_SEAT_RELEASED');
    expect(refused.json().message).toContain('HC Košice');
    expect(await r.ownersOf(place)).toEqual([null, null, null]);
    expect(await matchSeat(t, match, item)).toEqual(bought);
    expect((await r.itemOf(b.offerId)).name).toBe(item.name);
  });
});
