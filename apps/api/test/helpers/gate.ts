/** Gate-check tools: paid tickets with their QR tokens read from the PDF, and scans as a gate sends them. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { pdfPageQrCodes } from '../documents-pdf-reader.ts';
import { notifyPayment, paidOrder, payCart, paymentIdOf } from './orders.ts';
import { bearer, type TestApp } from './test-app.ts';

export const GATE_CONTACT = {
  firstName: 'Gabriela',
  lastName: 'Vstupná',
  email: 'gabi@hokej.test',
  phoneNumber: '+421905333444',
};

/** The QR tokens of an order's tickets, read from its tickets PDF page by page with a real decoder. */
export async function ticketTokens(t: TestApp, fanToken: string, orderId: string, count: number) {
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/v2/orders/${orderId}/tickets`,
    headers: bearer(fanToken),
  });
  expect(pdf.statusCode).toBe(200);
  const tokens: string[] = [];
  for (let page = 1; page <= count; page += 1) tokens.push(...(await pdfPageQrCodes(pdf.rawPayload, page)));
  expect(tokens).toHaveLength(count);
  return tokens;
}

/** A new fan's paid order of `count` seats of a match, its QR tokens and serials. */
export async function paidMatchTickets(t: TestApp, matchId: string, count = 1) {
  const { fan, orderId } = await paidOrder(t, matchId, count, { contact: GATE_CONTACT });
  const tokens = await ticketTokens(t, fan.token, orderId, count);
  return { fan, orderId, tokens, serials: await serialsOf(t, orderId) };
}

/** A new fan's paid season ticket (one seat of the season), its QR token and serial. */
export async function paidSeasonTicket(t: TestApp, seasonId: string, seatIndex: number) {
  const fan = await t.newUser();
  // A season seat free in the season and in every match of it (match tickets take the first seats).
  const free = await queryRows<{ sector: string; row: string; name: string }>(
    t.db,
    sql`select ss.sector, ss.row, ss.name from setup_seats ss where ss.setup_id = ${seasonId} and ss.state = 'ACTIVE'
      and not exists (select 1 from setup_seats m join setups s on s.id = m.setup_id
        where s.season_id = ${seasonId} and m.sector = ss.sector and m.row = ss.row and m.name = ss.name
          and m.state <> 'ACTIVE')
      order by ss.sector desc, ss.row desc, ss.name desc limit ${seatIndex + 1}`,
  );
  const seat = free[seatIndex];
  expect((await t.holdSeat(fan.token, seasonId, seat ?? {}, 'SEASON')).statusCode).toBe(201);
  const paid = await payCart(t, fan.token, { contact: GATE_CONTACT });
  expect(paid.statusCode).toBe(201);
  const { orderId, redirectUrl } = paid.json();
  expect((await notifyPayment(t, paymentIdOf(redirectUrl))).statusCode).toBe(200);
  const [token] = await ticketTokens(t, fan.token, orderId, 1);
  const [serial] = await serialsOf(t, orderId);
  return { fan, orderId: orderId as string, token: token ?? '', serial: serial ?? '' };
}

export async function serialsOf(t: TestApp, orderId: string): Promise<string[]> {
  const rows = await queryRows<{ serial: string }>(
    t.db,
    sql`select tk.serial from tickets tk join order_items oi on oi.id = tk.order_item_id
      where oi.order_id = ${orderId} order by tk.serial`,
  );
  return rows.map((r) => r.serial);
}

/**
 * Moves the shop's clock into the match's entry window, `beforeStartMs` before its start (an hour by default):
 * the gate lets tickets in only on the match day, from 3 hours before the start.
 */
export async function atTheGate(t: TestApp, matchId: string, beforeStartMs = 3_600_000): Promise<void> {
  const [match] = await queryRows<{ startsAt: Date | string }>(
    t.db,
    sql`select starts_at as "startsAt" from setups where id = ${matchId}`,
  );
  if (!match) throw new Error(`no match ${matchId}`);
  await t.setClockOffset(new Date(match.startsAt).getTime() - beforeStartMs - Date.now());
}

/** POST /v2/tickets/check as a gate sends it. */
export function scan(t: TestApp, staffToken: string | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/tickets/check',
    headers: staffToken ? bearer(staffToken) : {},
    payload: body,
  });
}

/** How many entries a ticket has (for `matchId`, or for any match). */
export async function entriesOf(t: TestApp, serial: string, matchId?: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ticket_entries e join tickets tk on tk.id = e.ticket_id
      where tk.serial = ${serial} and (${matchId ?? null}::uuid is null or e.setup_id = ${matchId ?? null}::uuid)`,
  );
  return row?.n ?? 0;
}
