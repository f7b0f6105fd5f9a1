import type { ShopLanguage } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { insertCreditCoupon } from '../coupons/coupon-repository.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { seatReleaseEmails } from '../notifications/seat-release-emails.ts';
import { issueCreditNote } from './credit-notes.ts';

type SoldRelease = {
  id: string;
  amount: number;
  payout: 'COUPON' | 'BANK_TRANSFER';
  ordersUrl: string;
  seasonOrderId: string;
  /**
   * Whom the sale is told: the ticket's registered holder, else the season order's contact; in the language
   * of the account with that address, else the season order's.
   */
  to: { firstName: string; email: string; language: ShopLanguage };
  matchTitle: string;
  startsAt: Date | string;
  sector: string;
  row: string;
  name: string;
};

/**
 * The released seats a paid order bought (seat_releases RELEASED on its items' seats) become SOLD, and
 * each holder gets the share of the release's terms, in the paying transaction: a refund of the share on
 * the season ticket's order with its credit note, a one-use coupon (or the refund as a transfer to
 * send), and the e-mail, to the ticket's registered holder (the one the issue says gets the share; a
 * renewal carries the registration over, while a box-office renewal's contact may be whoever paid), else
 * to the season order's contact. The seat is the order's, so the holder cannot have taken it back; a second
 * call finds nothing RELEASED.
 */
export async function payOutReleasedSeats(tx: Db, orderId: string): Promise<void> {
  const sold = await queryRows<SoldRelease>(
    tx,
    sql`with sold as (
        update seat_releases r set state = 'SOLD', sold_item_id = oi.id, sold_at = shop_now(),
          amount = oi.price * r.share_percent / 100
        from order_items oi where oi.order_id = ${orderId} and oi.setup_seat_id = r.setup_seat_id
          and r.state = 'RELEASED'
          -- The holder's season ticket still stands (a refunded one is owed nothing more).
          and exists (select 1 from order_items si join orders so on so.id = si.order_id
            where si.id = r.season_item_id and so.status = 'PAID')
        returning r.id, r.amount, r.payout, r.orders_url, r.season_item_id, r.match_id, r.setup_seat_id
      )
      select sold.id, sold.amount, sold.payout, sold.orders_url as "ordersUrl", o.id as "seasonOrderId",
        jsonb_build_object('firstName', coalesce(h.first_name, o.contact->>'firstName'),
          'email', coalesce(h.email, o.contact->>'email'),
          'language', coalesce((select u.language from users u
            where lower(u.email) = lower(coalesce(h.email, o.contact->>'email')) limit 1), o.language)) as "to", m.title as "matchTitle", m.starts_at as "startsAt", ss.sector, ss.row, ss.name
      from sold join order_items si on si.id = sold.season_item_id join orders o on o.id = si.order_id
        join setups m on m.id = sold.match_id join setup_seats ss on ss.id = sold.setup_seat_id
        left join season_ticket_holders h on h.order_item_id = sold.season_item_id`,
  );
  for (const release of sold) {
    let creditNoteNumber: string | null = null;
    let coupon: { id: string; code: string; validTo: Date | string } | null = null;
    if (release.amount > 0) {
      const byCoupon = release.payout === 'COUPON';
      const [refund] = await queryRows<{ id: string }>(
        tx,
        sql`insert into refunds (order_id, amount, method, status, reason)
          values (${release.seasonOrderId}, ${release.amount}, ${byCoupon ? 'NONE' : 'BANK_TRANSFER'},
            ${byCoupon ? 'COMPLETED' : 'TO_BE_SENT'}, ${`Uvoľnené miesto: ${release.matchTitle}`})
          returning id`,
      );
      if (!refund) throw new Error('release refund insert returned nothing');
      creditNoteNumber = await issueCreditNote(tx, release.seasonOrderId, refund.id);
      coupon = byCoupon ? await insertCreditCoupon(tx, release.amount) : null;
      await queryRows(
        tx,
        sql`update seat_releases set refund_id = ${refund.id}, coupon_id = ${coupon?.id ?? null}
          where id = ${release.id}`,
      );
    }
    await queueEmail(
      tx,
      release.to.email,
      seatReleaseEmails.sold({
        to: { language: release.to.language, firstName: release.to.firstName },
        matchTitle: release.matchTitle,
        startsAt: release.startsAt,
        seat: { sector: release.sector, row: release.row, name: release.name },
        amount: release.amount,
        payout: release.payout,
        creditNoteNumber,
        couponCode: coupon?.code ?? null,
        couponValidTo: coupon?.validTo ?? null,
        ordersUrl: release.ordersUrl,
      }),
    );
  }
}
