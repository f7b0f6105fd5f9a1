import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { eventsOf } from './helpers/ical.ts';
import { seasonOnInstallments } from './helpers/installments.ts';
import { messagesTo, receivedOverSmtp } from './helpers/mail.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { madeBeforeAll, suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

type ListedOrder = {
  id: string;
  orderNumber: string;
  items: { seat: { sector: string; row: string; name: string }; ticketSerial: string }[];
};

describe.each(await availableKinds())('the confirmation of a paid order on %s', (kind) => {
  const t = suiteApp(kind);
  const s = madeBeforeAll(() => seasonOnInstallments(t));

  const attachmentsOf = async (orderId: string) =>
    queryRows<{ subject: string; attachments: { kind: string }[] }>(
      t.db,
      sql`select subject, attachments from outbox where order_id = ${orderId} order by created_at`,
    );

  it('an installment order with part 1 paid says which part is paid and when the next is due, never "paid"', async () => {
    const { fan, orderId } = await s.paidPartOne(70);
    const [next] = await queryRows<{ dueAt: Date }>(
      t.db,
      sql`select due_at as "dueAt" from installments where order_id = ${orderId} and part_no = 2`,
    );
    const due = new Intl.DateTimeFormat('sk-SK', {
      timeZone: 'Europe/Bratislava',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(new Date(next?.dueAt ?? 0))
      .replaceAll(' ', '');
    const mails = await messagesTo(t.db, fan.email);
    const confirmation = mails.find((m) => m.subject.includes('splátka z'));
    expect(confirmation?.subject).toMatch(/^Objednávka č\. \d+: zaplatená 1\. splátka z 3$/);
    expect(mails.some((m) => m.subject.endsWith('je zaplatená'))).toBe(false);
    const text = confirmation?.textBody ?? '';
    expect(text).toContain(`zaplatená 1. splátka z 3, ďalšia je splatná do ${due}.`);
    expect(text).toMatch(/sezóna \d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    expect(text).toContain('Permanentka s QR kódom je v prílohe');
    expect(text).not.toContain('Vstupenk');
  });

  it('names the match, its date, the seats and the total, and carries the tickets; ticket numbers follow the seats', async () => {
    const match = await t.firstEvent();
    // A row whose first seats are all free (the season ticket above reserved the first seat of the arena).
    const first = (await t.freeSeats(match, 30)).find((seat) => seat.name === '1');
    const { sector, row } = first as { sector: string; row: string };
    // Seat "1" of the row becomes "12": by its number it comes last, though the database meets it first.
    await queryRows(
      t.db,
      sql`update setup_seats set name = '12' where setup_id = ${match} and sector = ${sector} and row = ${row} and name = '1'`,
    );
    const fan = await t.newUser();
    for (const name of ['12', '3', '2'])
      expect((await t.holdSeat(fan.token, match, { sector, row, name })).statusCode).toBe(201);
    const paid = await payCart(t, fan.token, { contact: { ...payContact, email: fan.email } });
    expect(paid.statusCode).toBe(201);
    expect((await notifyPayment(t, paymentIdOf(paid.json().redirectUrl))).statusCode).toBe(200);

    const listed = await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) });
    const order = listed.json().data[0] as ListedOrder;
    expect(order.items.map((item) => [item.seat.name, item.ticketSerial])).toEqual([
      ['2', `${order.orderNumber}-1`],
      ['3', `${order.orderNumber}-2`],
      ['12', `${order.orderNumber}-3`],
    ]);

    const mail = (await messagesTo(t.db, fan.email)).find((m) => m.subject.endsWith('je zaplatená'));
    expect(mail?.subject).toBe(`Objednávka č. ${order.orderNumber} je zaplatená`);
    const [title] = await queryRows<{ opponent: string; startsAt: Date }>(
      t.db,
      sql`select opponent, starts_at as "startsAt" from setups where id = ${match}`,
    );
    const text = mail?.textBody ?? '';
    expect(text).toContain(`HK Orly Zvolen – ${title?.opponent}`);
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(text).toContain(`sektor ${sector}, rad ${row}, miesto 2 (dospelý)`);
    expect(text).toContain(`sektor ${sector}, rad ${row}, miesto 12 (dospelý)`);
    expect(text).toMatch(/Spolu: \d+,\d{2}\u00a0€/);
    // The page and the e-mail say the same: the tickets are attached, and downloadable in My orders.
    expect(text).toContain('Vstupenky s QR kódom sú v prílohe tohto e-mailu (PDF) spolu s faktúrou.');
    expect(text).toContain('Moje objednávky');
    const [queued] = await attachmentsOf(order.id);
    expect(queued?.attachments.map((a) => a.kind)).toEqual([
      'ORDER_TICKETS',
      'ORDER_INVOICE',
      'ORDER_CALENDAR',
    ]);
  });

  /** The confirmation of the order as a mail server receives it, and its .ics attachment read by ical.js. */
  async function deliveredCalendar(email: string, orderNumber: number | string) {
    const mail = (await messagesTo(t.db, email)).find((m) =>
      m.subject.startsWith(`Objednávka č. ${orderNumber}`),
    );
    const [received] = await receivedOverSmtp(t.app, [mail?.id ?? '']);
    const ics = received?.attachments.find((a) => a.filename === `zapasy-${orderNumber}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    expect(received?.text).toContain('do kalendára pridáte otvorením priloženého súboru .ics');
    return eventsOf(ics?.content.toString('utf8') ?? '');
  }

  it('the confirmation e-mail carries the match as an .ics file a calendar reads, with the fan’s seat', async () => {
    const match = await t.firstEvent();
    const seat = (await t.freeSeats(match, 30)).find((s) => s.name === '1');
    if (!seat) throw new Error('no free seat');
    const fan = await t.newUser();
    expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
    const paid = await payCart(t, fan.token, { contact: { ...payContact, email: fan.email } });
    expect((await notifyPayment(t, paymentIdOf(paid.json().redirectUrl))).statusCode).toBe(200);
    const [order] = await queryRows<{ orderNumber: number }>(
      t.db,
      sql`select order_number::int as "orderNumber" from orders where id = ${paid.json().orderId}`,
    );
    const [setup] = await queryRows<{ title: string; startsAt: Date | string }>(
      t.db,
      sql`select title, starts_at as "startsAt" from setups where id = ${match}`,
    );
    const events = await deliveredCalendar(fan.email, order?.orderNumber ?? 0);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ summary: setup?.title, startZone: 'Europe/Bratislava' });
    expect(events[0]?.start.getTime()).toBe(new Date(setup?.startsAt ?? 0).getTime());
    expect(events[0]?.description).toContain(`Sektor ${seat.sector}, rad ${seat.row}, miesto 1`);
  });

  it('a season ticket’s confirmation carries every published match of the season', async () => {
    const { fan, orderId } = await s.paidPartOne(70);
    const [order] = await queryRows<{ orderNumber: number }>(
      t.db,
      sql`select order_number::int as "orderNumber" from orders where id = ${orderId}`,
    );
    const matches = await queryRows<{ title: string }>(
      t.db,
      sql`select title from setups where season_id = ${s.seasonId} and setup_type = 'EVENT' and published
        order by starts_at, id`,
    );
    expect(matches.length).toBeGreaterThan(0);
    const events = await deliveredCalendar(fan.email, order?.orderNumber ?? 0);
    expect(events.map((e) => e.summary)).toEqual(matches.map((m) => m.title));
  });

  it('My orders lists the newest order first, also for orders placed in one instant', async () => {
    const fan = await t.newUser();
    const match = await t.firstEvent();
    const ids: string[] = [];
    for (const seat of (await t.freeSeats(match, 3)).slice(0, 3)) {
      expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
      const placed = await payCart(t, fan.token, { contact: { ...payContact, email: fan.email } });
      expect(placed.statusCode).toBe(201);
      ids.push(placed.json().orderId);
    }
    await queryRows(t.db, sql`update orders set created_at = now() where user_id = ${fan.id}`);
    const listed = await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) });
    const numbers = (listed.json().data as ListedOrder[]).map((o) => Number(o.orderNumber));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers).toHaveLength(3);
  });
});

const payContact = {
  firstName: 'Peter',
  lastName: 'Hokejový',
  email: 'peter@hokej.test',
  phoneNumber: '+421905111000',
};
