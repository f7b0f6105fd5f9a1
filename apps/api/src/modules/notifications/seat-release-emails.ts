import { formatClubDateTime, formatEuroCents } from '@hokej/contract/format';
import { layoutTexts } from './layout-texts.ts';
import { fill, messagesIn } from './message-tables.ts';
import { seatReleaseTexts } from './seat-release-texts.ts';
import { type Addressee, emailTo } from './templates.ts';

/** What a season-ticket holder is told when the seat they released for one match was sold. */
export type ReleasedSeatSold = {
  /** The holder's language (their account's, else the season order's) and first name. */
  to: Addressee;
  matchTitle: string;
  startsAt: Date | string;
  seat: { sector: string; row: string; name: string };
  amount: number;
  payout: 'COUPON' | 'BANK_TRANSFER';
  creditNoteNumber: string | null;
  couponCode: string | null;
  couponValidTo: Date | string | null;
  ordersUrl: string;
};

export const seatReleaseEmails = {
  sold: (s: ReleasedSeatSold) => {
    const { language } = s.to;
    const amount = formatEuroCents(s.amount, language);
    const match = s.matchTitle;
    return emailTo(s.to, seatReleaseTexts, (t) => ({
      subject: fill(t.subject, { match }),
      paragraphs: [
        fill(t.sold, {
          seat: fill(t.seat, { sector: s.seat.sector, row: s.seat.row, seat: s.seat.name }),
          match,
          when: formatClubDateTime(s.startsAt, language),
        }),
        ...(s.amount === 0
          ? [t.noShare]
          : [
              fill(t.share, { amount, creditNote: s.creditNoteNumber ?? '' }),
              s.payout === 'COUPON'
                ? fill(t.coupon, {
                    code: s.couponCode ?? '',
                    amount,
                    validTo: formatClubDateTime(s.couponValidTo ?? new Date(), language),
                  })
                : fill(t.transfer, { amount }),
            ]),
        t.validity,
      ],
      action: { label: messagesIn(layoutTexts, language).ordersLink, url: s.ordersUrl },
    }));
  },
};
