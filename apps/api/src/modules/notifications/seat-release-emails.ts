import { formatClubDateTime, formatEuroCents } from '@hokej/contract/format';
import { render } from './templates.ts';

/** What a season-ticket holder is told when the seat they released for one match was sold. */
export type ReleasedSeatSold = {
  firstName: string;
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
    const seat = `sektor ${s.seat.sector}, rad ${s.seat.row}, miesto ${s.seat.name}`;
    const credit =
      s.amount === 0
        ? ['Podiel z predaja klub za toto miesto nevypláca.']
        : [
            `Váš podiel ${formatEuroCents(s.amount)} sme zaúčtovali dobropisom č. ${s.creditNoteNumber}.`,
            s.payout === 'COUPON'
              ? `Dostávate ho ako zľavový kód ${s.couponCode} v hodnote ${formatEuroCents(s.amount)}, platný do ${formatClubDateTime(s.couponValidTo ?? new Date())} na jeden nákup v e-shope.`
              : `Sumu ${formatEuroCents(s.amount)} vám pošleme prevodom na účet.`,
          ];
    return render({
      subject: `Vaše uvoľnené miesto na zápas ${s.matchTitle} sa predalo`,
      greeting: `Dobrý deň, ${s.firstName},`,
      paragraphs: [
        `miesto z vašej permanentky (${seat}), ktoré ste uvoľnili na zápas ${s.matchTitle} (${formatClubDateTime(s.startsAt)}), kúpil iný fanúšik.`,
        ...credit,
        'Na tento zápas vaša permanentka pri vstupe neplatí; na ostatné zápasy sezóny platí ako doteraz.',
      ],
      action: { label: 'Moje objednávky', url: s.ordersUrl },
    });
  },
};
