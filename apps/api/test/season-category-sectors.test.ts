import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

/**
 * A category (Gold: the best seats in the centre) is sold only in the sectors where the club's price list
 * gives it a price: the back office leaves the cell empty elsewhere, the sector's map offers only its own
 * categories, and the cart refuses another with SEASON_CATEGORY_NOT_IN_SECTOR and changes nothing.
 */
describe.each(await availableKinds())('season categories per sector on %s', (kind) => {
  const t = suiteApp(kind);
  let seasonId: string;
  let admin: { token: string };
  const GOLD_ONLY_IN = 'A15';

  beforeAll(async () => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON'`,
    );
    seasonId = season?.id ?? '';
    admin = await t.newUser(['USER', 'ADMIN']);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v2/admin/seasons/${seasonId}`,
      headers: bearer(admin.token),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const prices = (detail.json().prices as { sector: string; ticketType: string }[]).filter(
      (p) => p.ticketType !== 'GOLD' || p.sector === GOLD_ONLY_IN,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v2/admin/seasons/${seasonId}/prices`,
      headers: bearer(admin.token),
      payload: { prices },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  const sectorTypes = async (sector: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/v2/season/arena/${seasonId}/sector/${sector}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().prices as { ticketType: string }[]).map((p) => p.ticketType);
  };

  const heldSeasonSeat = async (sector: string) => {
    const fan = await t.newUser();
    const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
      t.db,
      sql`select sector, row, name from setup_seats
        where setup_id = ${seasonId} and sector = ${sector} and state = 'ACTIVE' limit 1`,
    );
    if (!seat) throw new Error(`no free seat in ${sector}`);
    const held = await t.holdSeat(fan.token, seasonId, seat, 'SEASON');
    expect(held.statusCode, held.body).toBe(201);
    return { fan, item: held.json().items[0] as { id: string; price: number; ticketType: string } };
  };

  it("a sector's map offers Gold only where the price list has it", async () => {
    expect(await sectorTypes(GOLD_ONLY_IN)).toContain('GOLD');
    const elsewhere = await sectorTypes('A11');
    expect(elsewhere).not.toContain('GOLD');
    expect(elsewhere).toContain('CLASSIC');
  });

  it('Gold for a seat outside its sectors is refused with a code and the cart line stays as it was', async () => {
    const { fan, item } = await heldSeasonSeat('A11');
    const answer = await t.updateCart(fan.token, {
      type: 'UPDATE_ITEM',
      itemId: item.id,
      ticketType: 'GOLD',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'SEASON_CATEGORY_NOT_IN_SECTOR',
      data: { sector: 'A11', ticketType: 'GOLD' },
    });
    expect(answer.json().message).toBe(
      'Kategória GOLD sa v sektore A11 nepredáva. Vyberte inú kategóriu alebo miesto v sektore, kde ju klub ponúka.',
    );
    const [line] = await queryRows<{ ticketType: string; price: number }>(
      t.db,
      sql`select ticket_type as "ticketType", price from cart_items where id = ${item.id}`,
    );
    expect(line).toEqual({ ticketType: 'CLASSIC', price: item.price });
  });

  it('Gold in a sector that sells it is taken at its price', async () => {
    const { fan, item } = await heldSeasonSeat(GOLD_ONLY_IN);
    const answer = await t.updateCart(fan.token, {
      type: 'UPDATE_ITEM',
      itemId: item.id,
      ticketType: 'GOLD',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items[0]).toMatchObject({ ticketType: 'GOLD' });
    expect(answer.json().items[0].price).toBeGreaterThan(item.price);
  });
});
