import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { creditNoteOf, soldRelease } from './helpers/seat-release.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const flat = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

// A holder's seat released for a match and sold (issue 21): the share is a credit note on the season
// order, downloaded as a PDF by the holder (My season tickets) and by the club (the match's released seats).
describe.each(await availableKinds())('the credit note of a sold released seat on %s', (kind) => {
  let t: TestApp;
  let sale: Awaited<ReturnType<typeof soldRelease>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    sale = await soldRelease(t, 0);
  });
  afterAll(() => t.close());
  const mine = () => ({ itemId: sale.holder.itemId, matchId: sale.matchId });

  const expectCreditNote = async (answer: Awaited<ReturnType<typeof creditNoteOf>>) => {
    const number = sale.credit?.creditNoteNumber as string;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="dobropis-${number}.pdf"`);
    const text = (await pdfPageTexts(answer.rawPayload)).map(flat).join(' ');
    const [invoice] = await queryRows<{ number: string }>(
      t.db,
      sql`select year::text || lpad(number::text, 6, '0') as number from invoices where order_id = ${sale.holder.orderId}`,
    );
    const [match] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from setups where id = ${sale.matchId}`,
    );
    expect(text).toContain('Dobropis – opravný daňový doklad');
    expect(text).toContain(`Číslo dobropisu ${number}`);
    expect(text).toContain(`K faktúre číslo ${invoice?.number}`);
    const { sector, row, name } = sale.holder.seat;
    expect(text).toContain(`Podiel 50 % z predaja uvoľneného miesta permanentky: ${match?.title}`);
    expect(text).toContain(`(sektor ${sector}, rad ${row}, miesto ${name})`);
    // The share, taken back: 50 % of the price paid for the seat.
    const euros = (Math.floor(sale.price / 2) / 100).toFixed(2).replace('.', ',');
    expect(text).toContain(`-${euros}`);
  };

  it('the holder downloads it as dobropis-<number>.pdf with the share of the sale as its line', async () => {
    expect(sale.credit).toMatchObject({
      payout: 'COUPON',
      creditNoteNumber: expect.stringMatching(/^D\d{10}$/),
    });
    await expectCreditNote(await creditNoteOf(t, sale.holder.fan.token, mine()));
  });

  it('the back office downloads the same note by the release; a fan may not, nor another fan the holder’s', async () => {
    for (const role of ['ADMIN', 'CASHIER'] as const) {
      const staff = await t.newUser(['USER', role]);
      await expectCreditNote(await creditNoteOf(t, staff.token, sale.releaseId));
    }
    const stranger = await t.newUser();
    expect((await creditNoteOf(t, stranger.token, sale.releaseId)).statusCode).toBe(403);
    const other = await creditNoteOf(t, stranger.token, mine());
    expect([other.statusCode, other.json().code]).toEqual([404, 'CREDIT_NOTE_NOT_FOUND']);
  });

  it('a seat released but not sold has no credit note', async () => {
    const [next] = await queryRows<{ id: string }>(
      t.db,
      sql`select s.id from setups s where s.season_id = (select setup_id from order_items where id = ${sale.holder.itemId})
        and s.setup_type = 'EVENT' and s.published and s.id <> ${sale.matchId} order by s.starts_at limit 1`,
    );
    const path = { itemId: sale.holder.itemId, matchId: next?.id as string };
    const none = await creditNoteOf(t, sale.holder.fan.token, path);
    expect([none.statusCode, none.json().code]).toEqual([404, 'CREDIT_NOTE_NOT_FOUND']);
  });
});
