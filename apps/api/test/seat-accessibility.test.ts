import { beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

type SeatView = { name: string; accessibility?: string };

describe.each(await availableKinds())('wheelchair and companion places set by the club on %s', (kind) => {
  const t = suiteApp(kind);
  let admin: { token: string };
  let match: string;
  beforeAll(async () => {
    admin = await t.newUser(['USER', 'ADMIN']);
    match = await t.firstEvent();
  });

  const mark = (body: Record<string, unknown>, token = admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/v2/admin/events/${match}/seats/accessibility`,
      headers: bearer(token),
      payload: body,
    });
  const marked = async () => {
    const sector = (await t.app.inject({ url: `/v2/arena/${match}/sector/B19` })).json();
    return (sector.setup['1'] as SeatView[])
      .filter((s) => s.accessibility)
      .map((s) => [s.name, s.accessibility]);
  };
  const seat = (name: string) => ({ sector: 'B19', row: '1', name });

  it('the club marks places, the shop’s sector read shows them at once, and takes the mark away again', async () => {
    expect(await marked()).toEqual([]);
    expect((await mark({ seats: [seat('4')], accessibility: 'WHEELCHAIR' })).json()).toEqual({ changed: 1 });
    expect((await mark({ seats: [seat('5')], accessibility: 'COMPANION' })).json()).toEqual({ changed: 1 });
    expect(await marked()).toEqual([
      ['4', 'WHEELCHAIR'],
      ['5', 'COMPANION'],
    ]);
    const fan = await t.newUser();
    const best = await t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: bearer(fan.token),
      payload: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: match, count: 2, accessible: true },
    });
    expect(best.statusCode).toBe(201);
    const held = best.json().items.map((i: { seat: { name: string } }) => i.seat);
    expect(held.sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name))).toEqual([
      seat('4'),
      seat('5'),
    ]);
    await t.emptyCart(fan.token);
    expect((await mark({ seats: [seat('4'), seat('5')], accessibility: null })).json()).toEqual({
      changed: 2,
    });
    expect(await marked()).toEqual([]);
  });

  it('an unknown seat refuses the whole change, and only the club may make it', async () => {
    const unknown = await mark({
      seats: [seat('1'), { sector: 'B19', row: '99', name: '99' }],
      accessibility: 'WHEELCHAIR',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SEAT_NOT_FOUND');
    expect(await marked()).toEqual([]);
    const fan = await t.newUser();
    expect((await mark({ seats: [seat('1')], accessibility: 'WHEELCHAIR' }, fan.token)).statusCode).toBe(403);
    expect(await marked()).toEqual([]);
  });
});
