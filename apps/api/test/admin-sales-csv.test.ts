import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { atTheGate } from './helpers/gate.ts';
import { CONTACT, notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { cartItems, fanHolding } from './helpers/sales.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const DATE_TIME = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** The file as a spreadsheet would read it: BOM checked and dropped, semicolons, RFC 4180 quotes. */
function readCsv(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  expect(body).toContain('\r\n');
  return parse(body, { delimiter: ';', bom: true, relax_column_count: false });
}

describe.each(await availableKinds())('sales exports as CSV on %s', (kind) => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let match: string;
  let paid: { id: string; number: number; total: number };
  let unpaidNumber: number;
  const buyer = { ...CONTACT, firstName: 'Ján "Jano"; Ďurčo', lastName: '=1+2' };
  const holder = { firstName: 'Žofia', lastName: 'Ľubová', phoneNumber: '+421905222333' };

  const get = (url: string, token: string | null = admin.token) =>
    t.app.inject({ method: 'GET', url: `/v2/admin/sales${url}`, headers: token ? bearer(token) : {} });
  const numberOf = async (orderId: string) => {
    const [row] = await queryRows<{ n: number; total: number }>(
      t.db,
      sql`select order_number::int as n, total_price as total from orders where id = ${orderId}`,
    );
    return row ?? { n: 0, total: 0 };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.newUser(['USER', 'ADMIN']);
    match = await t.firstEvent();
    // Paid: two seats, the second with its own ticket contact.
    const fan = await fanHolding(t, [[match, 2]]);
    const [, second] = await cartItems(t, fan.token);
    const answer = await payCart(t, fan.token, {
      contact: buyer,
      ticketContacts: [{ itemId: second?.id, ...holder }],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await notifyPayment(t, paymentIdOf(answer.json().redirectUrl));
    const p = await numberOf(answer.json().orderId);
    paid = { id: answer.json().orderId, number: p.n, total: p.total };
    // Waiting for payment: in the orders file, no tickets.
    const other = await fanHolding(t, [[match, 1]]);
    const waiting = await payCart(t, other.token);
    unpaidNumber = (await numberOf(waiting.json().orderId)).n;
  });
  afterAll(() => t.close());

  it('is for ADMIN only (401, 403 for a fan and a cashier); unknown 404, malformed 400', async () => {
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    for (const file of ['orders.csv', 'tickets.csv']) {
      expect((await get(`/${match}/${file}`, null)).json()).toMatchObject({
        status: 401,
        code: 'AUTH_REQUIRED',
      });
      for (const who of [fan, cashier]) {
        expect((await get(`/${match}/${file}`, who.token)).json()).toMatchObject({
          status: 403,
          code: 'ROLE_FORBIDDEN',
        });
      }
      expect((await get(`/00000000-0000-4000-8000-000000000000/${file}`)).json()).toMatchObject({
        status: 404,
        code: 'EVENT_OR_SEASON_NOT_FOUND',
      });
      expect((await get(`/xyz/${file}`)).json()).toMatchObject({
        status: 400,
        code: 'SALES_PARAMETERS_INVALID',
      });
    }
  });

  it('the orders file parses back: BOM, Slovak headers, quoted names, dates DD.MM.YYYY HH:mm, euros with a comma', async () => {
    const answer = await get(`/${match}/orders.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="objednavky-[0-9a-f]{8}\.csv"$/,
    );
    const [header, ...rows] = readCsv(answer.body);
    expect(header).toEqual([
      'Číslo objednávky (VS)',
      'Stav',
      'Vytvorená',
      'Zaplatená',
      'Spôsob platby',
      'Meno',
      'Priezvisko',
      'E-mail',
      'Telefón',
      'Miesta na podujatí',
      'Cena miest na podujatí (€)',
      'Zľava objednávky (€)',
      'Zľavový kód',
      'Suma objednávky (€)',
    ]);
    expect(rows.map((r) => r[0])).toEqual([String(paid.number), String(unpaidNumber)]);
    const [first, second] = rows as [string[], string[]];
    expect(first).toMatchObject({
      1: 'Zaplatená',
      4: 'Platobná karta',
      5: 'Ján "Jano"; Ďurčo',
      // A formula is never run by the spreadsheet.
      6: "'=1+2",
      7: CONTACT.email,
      9: '2',
      10: euros(paid.total),
      11: '0,00',
      13: euros(paid.total),
    });
    expect(first[2]).toMatch(DATE_TIME);
    expect(first[3]).toMatch(DATE_TIME);
    expect(second).toMatchObject({ 1: 'Čaká na platbu', 3: '', 9: '1' });
  });

  it('the tickets file lists the issued tickets with their holder and entry, and the export is in the audit log', async () => {
    const serials = await queryRows<{ serial: string }>(
      t.db,
      sql`select t.serial from tickets t join order_items oi on oi.id = t.order_item_id
        where oi.order_id = ${paid.id} order by t.serial`,
    );
    const entered = serials[0]?.serial ?? '';
    await atTheGate(t, match);
    const gate = await t.app.inject({
      method: 'POST',
      url: '/v2/tickets/check',
      headers: bearer(admin.token),
      payload: { code: entered, matchId: match },
    });
    expect(gate.statusCode, gate.body).toBe(200);
    await t.setClockOffset(0);

    const answer = await get(`/${match}/tickets.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="vstupenky-[0-9a-f]{8}\.csv"$/);
    const [header, ...rows] = readCsv(answer.body);
    expect(header?.[0]).toBe('Sériové číslo');
    expect(header).toHaveLength(15);
    expect(rows.map((r) => r[0])).toEqual(serials.map((s) => s.serial));
    const names = rows.map((r) => `${r[9]} ${r[10]}`).sort();
    expect(names).toEqual(['Ján "Jano"; Ďurčo \'=1+2', 'Žofia Ľubová'].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ 1: String(paid.number), 2: 'Zaplatená', 6: 'dospelý', 8: 'nie' });
      expect(row[12]).toMatch(DATE_TIME);
      if (row[0] === entered) {
        expect(row[13]).toMatch(DATE_TIME);
        expect(row[14]).toBe('1');
      } else {
        expect(row.slice(13)).toEqual(['', '0']);
      }
    }
    const audit = await queryRows<{ action: string; actorId: string; entity: string; after: unknown }>(
      t.db,
      sql`select action, actor_id as "actorId", entity, after from audit_log
        where action = 'SALES_EXPORT' and entity_id = ${match} order by id`,
    );
    expect(audit).toContainEqual({
      action: 'SALES_EXPORT',
      actorId: admin.id,
      entity: 'EVENT',
      after: { export: 'TICKETS' },
    });
    expect(audit).toContainEqual({
      action: 'SALES_EXPORT',
      actorId: admin.id,
      entity: 'EVENT',
      after: { export: 'ORDERS' },
    });
  });

  it('a file longer than one batch of 500 arrives whole and in order', async () => {
    const [lastMatch] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'EVENT' order by starts_at desc limit 1`,
    );
    const setupId = lastMatch?.id ?? '';
    // 1 234 paid orders of one ticket each, written straight into the tables (the export only reads them).
    await queryRows(
      t.db,
      sql`with seat as (select id from setup_seats where setup_id = ${setupId} limit 1),
        o as (
          insert into orders (payment_type, total_price, contact, expires_at, status, paid_at)
          select 'CARD', 1000 + g, jsonb_build_object('firstName', 'Fan' || g, 'lastName', 'Test', 'email', 'f' || g || '@hokej.test'),
            now(), 'PAID', now() from generate_series(1, 1234) g
          returning id, order_number
        ),
        oi as (
          insert into order_items (order_id, setup_id, setup_seat_id, ticket_type, price)
          select o.id, ${setupId}, (select id from seat), 'ADULT', 1000 from o returning id, order_id
        )
        insert into tickets (order_item_id, serial, token)
        select oi.id, o.order_number || '-1', 'token' from oi join o on o.id = oi.order_id`,
    );
    const orders = readCsv((await get(`/${setupId}/orders.csv`)).body).slice(1);
    const tickets = readCsv((await get(`/${setupId}/tickets.csv`)).body).slice(1);
    expect(orders).toHaveLength(1234);
    expect(tickets).toHaveLength(1234);
    const numbers = orders.map((r) => Number(r[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(1234);
    expect(new Set(tickets.map((r) => r[0])).size).toBe(1234);
  });
});
