import { formatClubDateTime, formatEuroCents } from '@hokej/contract/format';
import { render } from './templates.ts';

const CLUB = 'HK Orly Zvolen';

/** What a waiting fan is offered: the match, the seats held for them, until when, the personal link. */
export type WaitingListOfferMessage = {
  firstName: string;
  matchTitle: string;
  startsAt: Date | string;
  seats: { sector: string; row: string; name: string }[];
  total: number;
  expiresAt: Date | string;
  url: string;
};

const seatText = (s: { sector: string; row: string; name: string }) =>
  `sektor ${s.sector}, rad ${s.row}, miesto ${s.name}`;

/** The e-mail and SMS of a waiting list's offer (issue 22). */
export const waitingListEmails = {
  offer: (o: WaitingListOfferMessage) =>
    render({
      subject: `Uvoľnili sa miesta na zápas ${o.matchTitle} – podržali sme ich pre vás`,
      greeting: `Dobrý deň, ${o.firstName},`,
      paragraphs: [
        `na zápas ${o.matchTitle} (${formatClubDateTime(o.startsAt)}) sa uvoľnili miesta a ste na rade v poradovníku. Podržali sme pre vás:`,
        ...o.seats.map(seatText),
        `Spolu ${formatEuroCents(o.total)}. Miesta sú pre vás podržané do ${formatClubDateTime(o.expiresAt)}; ak ich dovtedy nezaplatíte, ponúkneme ich ďalšiemu v poradí.`,
      ],
      action: { label: 'Zobraziť ponuku a zaplatiť', url: o.url },
    }),
};

export const waitingListSms = {
  offer: (o: WaitingListOfferMessage) =>
    `${CLUB}: uvoľnili sa miesta na zápas ${o.matchTitle} (${o.seats.length}), podržané pre vás do ${formatClubDateTime(o.expiresAt)}. Zaplatiť: ${o.url}`,
};
