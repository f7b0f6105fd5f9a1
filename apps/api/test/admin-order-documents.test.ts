import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { type BackOffice, backOfficeSuite } from './helpers/back-office.ts';
import { availableKinds } from './helpers/databases.ts';
import { paidSeasonOrder } from './helpers/orders.ts';

/** GET /v2/admin/orders/{id}/tickets and /credit-note: the PDFs the box office downloads from an order. */
describe.each(await availableKinds())('order PDFs in the back office on %s', (kind) => {
  const { t, office } = backOfficeSuite(kind);
  let matchTitle: string;
  beforeAll(async () => {
    const [match] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from setups where id = ${office.match}`,
    );
    matchTitle = match?.title ?? '';
  });

  const ticketsOf = (orderId: string) =>
    queryRows<{ serial: string; sector: string; row: string; name: string }>(
      t.db,
      sql`select tk.serial, ss.sector, ss.row, ss.name from tickets tk
        join order_items oi on oi.id = tk.order_item_id join setup_seats ss on ss.id = oi.setup_seat_id
        where oi.order_id = ${orderId} order by tk.serial`,
    );
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  const flat = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

  const expectPdf = (answer: Awaited<ReturnType<BackOffice['call']>>, file: string) => {
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  };

  it('the box office downloads a paid order’s tickets, as ADMIN and as CASHIER: a page per ticket with the match, seat, holder and serial', async () => {
    const paid = await office.order(2, true);
    const { orderNumber } = (await office.orderRow(paid.orderId)) ?? { orderNumber: 0 };
    const tickets = await ticketsOf(paid.orderId);
    expect(tickets).toHaveLength(2);
    const price = (await office.call('GET', `/${paid.orderId}`, office.admin.token)).json().totalPrice / 2;
    for (const staff of [office.admin, office.cashier]) {
      const answer = await office.call('GET', `/${paid.orderId}/tickets`, staff.token);
      expectPdf(answer, `vstupenky-${orderNumber}.pdf`);
      const pages = (await pdfPageTexts(answer.rawPayload)).map(flat);
      expect(pages).toHaveLength(tickets.length);
      tickets.forEach((ticket, i) => {
        expect(pages[i]).toContain('V S T U P E N K A');
        expect(pages[i]).toContain(matchTitle);
        expect(pages[i]).toContain(`SEKTOR ${ticket.sector} RAD ${ticket.row} MIESTO ${ticket.name}`);
        expect(pages[i]).toContain(`${paid.contact.firstName} ${paid.contact.lastName}`);
        expect(pages[i]).toContain(ticket.serial);
        expect(pages[i]).toContain(`Dospelý ${euros(price)}`);
      });
    }
  });

  it('a season ticket order downloads as permanentky-<order>.pdf, as in My orders and the e-mail', async () => {
    const { orderId } = await paidSeasonOrder(t);
    const { orderNumber } = (await office.orderRow(orderId)) ?? { orderNumber: 0 };
    const answer = await office.call('GET', `/${orderId}/tickets`, office.cashier.token);
    expectPdf(answer, `permanentky-${orderNumber}.pdf`);
    expect(flat((await pdfPageTexts(answer.rawPayload))[0])).toContain('P E R M A N E N T K A');
  });

  it('an order with no credit note answers 404 CREDIT_NOTE_NOT_FOUND; once refunded, ADMIN and CASHIER download its credit note', async () => {
    const paid = await office.order(2, true);
    const unpaid = await office.order(1, false);
    for (const orderId of [paid.orderId, unpaid.orderId]) {
      const none = await office.call('GET', `/${orderId}/credit-note`, office.cashier.token);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({
        code: 'CREDIT_NOTE_NOT_FOUND',
        message: 'Dobropis k objednávke sa nenašiel.',
      });
    }
    const unknown = await office.call(
      'GET',
      '/00000000-0000-4000-8000-000000000000/credit-note',
      office.admin.token,
    );
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);

    const refund = await office.call('POST', `/${paid.orderId}/refund`, office.admin.token, {});
    expect(refund.statusCode, refund.body).toBe(200);
    const creditNoteNumber: string = refund.json().refunds[0].creditNoteNumber;
    const { orderNumber } = (await office.orderRow(paid.orderId)) ?? { orderNumber: 0 };
    const [invoice] = await queryRows<{ number: string }>(
      t.db,
      sql`select year::text || lpad(number::text, 6, '0') as number from invoices where order_id = ${paid.orderId}`,
    );
    const tickets = await ticketsOf(paid.orderId);
    for (const staff of [office.admin, office.cashier]) {
      const answer = await office.call('GET', `/${paid.orderId}/credit-note`, staff.token);
      expectPdf(answer, `dobropis-${orderNumber}.pdf`);
      const text = (await pdfPageTexts(answer.rawPayload)).map(flat).join(' ');
      expect(text).toContain('Dobropis – opravný daňový doklad');
      expect(text).toContain(`Číslo dobropisu ${creditNoteNumber}`);
      expect(text).toContain(`K faktúre číslo ${invoice?.number}`);
      expect(text).toContain(`Variabilný symbol ${orderNumber}`);
      expect(text).toContain(`ODBERATEĽ ${paid.contact.firstName} ${paid.contact.lastName}`);
      for (const ticket of tickets)
        expect(text).toMatch(
          new RegExp(
            `Storno: ${matchTitle}, [0-9.]+ [0-9:]+, sektor ${ticket.sector}, rad ${ticket.row}, miesto ${ticket.name} \\(dospelý\\)`,
          ),
        );
      expect(text).toContain(`Spolu na vrátenie -${euros(refund.json().totalPrice)}`);
    }
  });
});
