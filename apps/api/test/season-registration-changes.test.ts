import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { HOLDER, seasonHoldersSuite } from './helpers/season-holders.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('season ticket holders: access and changes on %s', (kind) => {
  const { t, s } = seasonHoldersSuite(kind);

  it('keeps a stranger out: registration 404, photo 403; the club (ADMIN, CASHIER) sees the photo', async () => {
    const { fan, id } = await s.fanWithSeasonTicket();
    expect((await s.register(fan.token, id, HOLDER, await s.jpegPhoto())).status).toBe(200);
    const stranger = await t.newUser();
    const before = await s.storedPhotoOf(id);
    const taken = await s.register(
      stranger.token,
      id,
      { ...HOLDER, firstName: 'Zlodej' },
      await s.jpegPhoto(),
    );
    expect([taken.status, (await taken.json()).code]).toEqual([404, 'SEASON_TICKET_NOT_FOUND']);
    expect((await s.mine(fan.token))[0].holder.firstName).toBe('Jana');
    expect((await s.storedPhotoOf(id))?.equals(before as Buffer)).toBe(true);

    const photoOf = (token: string | null) =>
      fetch(`${s.base}/v2/season/tickets/${id}/photo`, { headers: token ? bearer(token) : {} });
    const refused = await photoOf(stranger.token);
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'ROLE_FORBIDDEN']);
    const anonymous = await photoOf(null);
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'AUTH_REQUIRED']);
    for (const role of ['ADMIN', 'CASHIER'] as const) {
      const staff = await t.newUser([role]);
      const res = await photoOf(staff.token);
      expect([role, res.status]).toEqual([role, 200]);
      expect(Buffer.from(await res.arrayBuffer()).equals(before as Buffer)).toBe(true);
    }
    const unknown = await fetch(`${s.base}/v2/season/tickets/${crypto.randomUUID()}/photo`, {
      headers: bearer(fan.token),
    });
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 'SEASON_TICKET_NOT_FOUND']);
    const other = await s.fanWithSeasonTicket();
    const none = await fetch(`${s.base}/v2/season/tickets/${other.id}/photo`, {
      headers: bearer(other.fan.token),
    });
    expect([none.status, (await none.json()).code]).toEqual([404, 'SEASON_PHOTO_NOT_FOUND']);
  });

  it('a holder can be changed until the season starts (photo kept when none is sent), first registered until it ends', async () => {
    const { fan, id } = await s.fanWithSeasonTicket();
    const late = await s.fanWithSeasonTicket();
    expect((await s.register(fan.token, id, HOLDER, await s.jpegPhoto())).status).toBe(200);
    const photo = await s.storedPhotoOf(id);
    const changed = await s.register(fan.token, id, { ...HOLDER, firstName: 'Jozef', lastName: 'Mráz' });
    expect(changed.status).toBe(200);
    expect((await changed.json()).holder).toMatchObject({ firstName: 'Jozef', lastName: 'Mráz' });
    expect((await s.storedPhotoOf(id))?.equals(photo as Buffer)).toBe(true);

    const [season] = await queryRows<{ ms: number }>(
      t.db,
      sql`select (extract(epoch from starts_at - now()) * 1000)::bigint::int as ms from setups where id = ${s.seasonId}`,
    );
    await t.setClockOffset((season?.ms ?? 0) + 60_000);
    try {
      const closed = await s.register(
        fan.token,
        id,
        { ...HOLDER, firstName: 'Neskoro' },
        await s.jpegPhoto(),
      );
      const closedBody = await closed.json();
      expect([closed.status, closedBody.code]).toEqual([409, 'SEASON_REGISTRATION_CLOSED']);
      expect((await s.mine(fan.token))[0]).toMatchObject({
        registrationState: 'REGISTERED',
        canRegister: false,
        holder: { firstName: 'Jozef' },
      });
      // Bought but not registered before the start: still registrable (until the season ends).
      expect((await s.mine(late.fan.token))[0]).toMatchObject({
        registrationState: 'OPEN',
        canRegister: true,
      });
      expect((await s.register(late.fan.token, late.id, HOLDER, await s.jpegPhoto())).status).toBe(200);
    } finally {
      await t.setClockOffset(0);
    }
  });
});
