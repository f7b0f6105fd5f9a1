import type { ShopLanguage } from '@hokej/contract';
import { formatClubDateTime, formatEuroCents } from '@hokej/contract/format';
import { fill, messagesIn } from './message-tables.ts';
import { emailTo } from './templates.ts';
import { waitingListTexts } from './waiting-list-texts.ts';

/** What a waiting fan is offered: the match, the seats held for them, until when, the personal link. */
export type WaitingListOfferMessage = {
  /** The fan's account language. */
  language: ShopLanguage;
  firstName: string;
  matchTitle: string;
  startsAt: Date | string;
  seats: { sector: string; row: string; name: string }[];
  total: number;
  expiresAt: Date | string;
  url: string;
};

/** The e-mail and SMS of a waiting list's offer (issue 22), in the fan's account language. */
export const waitingListEmails = {
  offer: (o: WaitingListOfferMessage) => {
    const match = o.matchTitle;
    return emailTo(o, waitingListTexts, (t) => ({
      subject: fill(t.subject, { match }),
      paragraphs: [
        fill(t.freed, { match, when: formatClubDateTime(o.startsAt, o.language) }),
        ...o.seats.map((s) => fill(t.seat, { sector: s.sector, row: s.row, seat: s.name })),
        fill(t.until, {
          total: formatEuroCents(o.total, o.language),
          until: formatClubDateTime(o.expiresAt, o.language),
        }),
      ],
      action: { label: t.action, url: o.url },
    }));
  },
};

export const waitingListSms = {
  offer: (o: WaitingListOfferMessage) =>
    fill(messagesIn(waitingListTexts, o.language).sms, {
      match: o.matchTitle,
      count: o.seats.length,
      until: formatClubDateTime(o.expiresAt, o.language),
      url: o.url,
    }),
};
