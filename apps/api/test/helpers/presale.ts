import type { Role } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { notifyPayment, payCart, paymentIdOf } from './orders.ts';
import { bearer, type TestApp } from './test-app.ts';

type Seat = { sector: string; row: string; name: string };
const HOUR = 3_600_000;

/**
 * The holders' presale over a test app: an admin sets a match's presale through the back office, fans
 * with a paid (or unpaid) season ticket of the demo season, and whole free rows of the match so that
 * holds never strand a seat (SEAT_GAP), each test taking rows of its own.
 */
export async function presaleTools(t: TestApp) {
  const admin = await t.newUser(['USER', 'ADMIN']);
  const [season] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'SEASON' order by starts_at limit 1`,
  );
  const seasonId = season?.id as string;
  let rowsTaken = 0;

  /** PUT /v2/admin/events/:id/presale (or seasons) as the admin (or `token`). */
  const setPresale = (setupId: string, presale: unknown, kind = 'events', token = admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/v2/admin/${kind}/${setupId}/presale`,
      headers: bearer(token),
      payload: { presale },
    });

  /** A presale of the match from `fromH` to `toH` hours from the real now (the shop clock at offset 0). */
  async function presaleFromNow(setupId: string, fromH: number, toH: number, extra: object = {}) {
    const from = new Date(Date.now() + fromH * HOUR).toISOString();
    const to = new Date(Date.now() + toH * HOUR).toISOString();
    const answer = await setPresale(setupId, { from, to, audience: 'SEASON_HOLDERS', limit: null, ...extra });
    expect(answer.statusCode, answer.body).toBe(200);
    return { from, to };
  }

  /** `count` seats from the start of a whole free row of the setup not used before in this file. */
  async function rowSeats(setupId: string, count: number): Promise<Seat[]> {
    const [row] = await queryRows<{ sector: string; row: string }>(
      t.db,
      sql`select sector, row from setup_seats where setup_id = ${setupId} and name ~ '^[0-9]+$'
        group by sector, row having bool_and(state = 'ACTIVE') and count(*) >= ${count}
        order by sector, length(row), row offset ${rowsTaken} limit 1`,
    );
    rowsTaken += 1;
    if (!row) throw new Error('no free row left');
    return Array.from({ length: count }, (_, i) => ({ ...row, name: String(i + 1) }));
  }

  /** A fan with a season ticket of the demo season (a seat free in the season and all its matches, taken
   * from the far end of the arena), paid unless `paid` is false. */
  async function seasonHolder(paid = true, roles: Role[] = ['USER']) {
    const fan = await t.newUser(roles);
    const [seat] = await queryRows<Seat>(
      t.db,
      sql`select ss.sector, ss.row, ss.name from setup_seats ss where ss.setup_id = ${seasonId}
          and ss.state = 'ACTIVE' and not exists (select 1 from setup_seats m join setups ms on ms.id = m.setup_id
            where ms.season_id = ${seasonId} and m.sector = ss.sector and m.row = ss.row and m.name = ss.name
              and m.state <> 'ACTIVE')
        order by ss.sector desc, length(ss.row) desc, ss.row desc, length(ss.name) desc, ss.name desc limit 1`,
    );
    if (!seat) throw new Error('no free season seat');
    const held = await t.holdSeat(fan.token, seasonId, seat, 'SEASON');
    expect(held.statusCode, held.body).toBe(201);
    const answer = await payCart(t, fan.token);
    expect(answer.statusCode, answer.body).toBe(201);
    if (paid) expect((await notifyPayment(t, paymentIdOf(answer.json().redirectUrl))).statusCode).toBe(200);
    return fan;
  }

  /** POST /v2/cart ADD_BEST_SEATS. */
  const bestSeats = (token: string, uuid: string, count: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: bearer(token),
      payload: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid, count },
    });

  /** GET /v2/cart/presale/:id as `token`. */
  const standing = (setupId: string, token: string | null) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/cart/presale/${setupId}`,
      headers: token ? bearer(token) : {},
    });

  return { admin, seasonId, setPresale, presaleFromNow, rowSeats, seasonHolder, bestSeats, standing };
}

export const PRESALE_HOUR = HOUR;
