import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { GATE_CONTACT } from './helpers/gate.ts';
import { messagesTo } from './helpers/mail.ts';
import { creditNoteOf, soldRelease } from './helpers/seat-release.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Refund = { amount: number; method: string; status: string; notes: number };
const refundsOf = (t: TestApp, orderId: string) =>
  queryRows<Refund>(
    t.db,
    sql`select r.amount, r.method, r.status, (select count(*)::int from credit_notes cn where cn.refund_id = r.id) as notes
      from refunds r where r.order_id = ${orderId}`,
  );
const soldMail = async (t: TestApp) =>
  (await messagesTo(t.db, GATE_CONTACT.email)).filter((m) => m.subject.includes('uvoľnené miesto'));

// The club's payout settings for a sold released seat (issue 21, decisions.md): a transfer instead of a
// coupon, and a share of 0 %.
describe.each(await availableKinds())('payout of a sold released seat on %s', (kind) => {
  describe('SEAT_RELEASE_PAYOUT=BANK_TRANSFER', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { SEAT_RELEASE_PAYOUT: 'BANK_TRANSFER' });
    });
    afterAll(() => t.close());

    it('the share is a credit note with a refund to send by transfer, no coupon; the PDF and the mail say so', async () => {
      const sale = await soldRelease(t, 0);
      const share = Math.floor(sale.price / 2);
      expect(share).toBeGreaterThan(0);
      expect(sale.credit).toMatchObject({
        amount: share,
        payout: 'BANK_TRANSFER',
        creditNoteNumber: expect.stringMatching(/^D\d{10}$/),
        couponCode: null,
        couponValidTo: null,
      });
      // The back office finds it among the season order's refunds still to send, as any transfer refund.
      expect(await refundsOf(t, sale.holder.orderId)).toEqual([
        { amount: share, method: 'BANK_TRANSFER', status: 'TO_BE_SENT', notes: 1 },
      ]);
      const [coupons] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from seat_releases where id = ${sale.releaseId} and coupon_id is not null`,
      );
      expect(coupons?.n).toBe(0);
      const pdf = await creditNoteOf(t, sale.holder.fan.token, {
        itemId: sale.holder.itemId,
        matchId: sale.matchId,
      });
      expect(pdf.statusCode).toBe(200);
      expect((await pdfPageTexts(pdf.rawPayload)).join(' ')).toContain(
        sale.credit?.creditNoteNumber as string,
      );
      const [mail] = await soldMail(t);
      expect(mail?.textBody).toContain('prevodom na účet');
      expect(mail?.textBody).not.toContain('UV-');
    });
  });

  describe('SEAT_RELEASE_SHARE_PERCENT=0', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { SEAT_RELEASE_SHARE_PERCENT: '0' });
    });
    afterAll(() => t.close());

    it('the seat sells with no credit note, refund or coupon, and the holder is told the club pays no share', async () => {
      const sale = await soldRelease(t, 0);
      expect(sale.credit).toMatchObject({ amount: 0, creditNoteNumber: null, couponCode: null });
      expect(await refundsOf(t, sale.holder.orderId)).toEqual([]);
      const [notes] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from credit_notes where order_id = ${sale.holder.orderId}`,
      );
      expect(notes?.n).toBe(0);
      const none = await creditNoteOf(t, sale.holder.fan.token, {
        itemId: sale.holder.itemId,
        matchId: sale.matchId,
      });
      expect([none.statusCode, none.json().code]).toEqual([404, 'CREDIT_NOTE_NOT_FOUND']);
      const [mail] = await soldMail(t);
      expect(mail?.textBody).toContain('Podiel z predaja klub za toto miesto nevypláca.');
      expect(mail?.textBody).not.toContain('dobropis');
    });
  });
});
