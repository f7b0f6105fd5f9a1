import type { ShopLanguage } from '@hokej/contract';
import { formatClubDateTime } from '@hokej/contract/format';
import { fill, messagesIn } from './message-tables.ts';
import { renewalTexts } from './renewal-texts.ts';
import { type Addressee, emailTo } from './templates.ts';

/** A seat as the e-mails name it. */
export type OfferedSeat = { sector: string; row: string; name: string };

type Texts = typeof renewalTexts.sk;
const seatText = (t: Texts, s: OfferedSeat) => fill(t.seat, { sector: s.sector, row: s.row, seat: s.name });

/** The e-mails and SMS of a season renewal (issue 21), in the holder's account language. */
export const renewalEmails = {
  /** At the opening: the holder's seats are kept for them until the deadline; a personal link. */
  opened: (to: Addressee, season: string, seats: OfferedSeat[], deadline: Date | string, url: string) =>
    emailTo(to, renewalTexts, (t) => ({
      subject: fill(t.openedSubject, { season }),
      paragraphs: [
        fill(t.openedThanks, { season }),
        ...seats.map((seat) => seatText(t, seat)),
        fill(t.openedChoose, { deadline: formatClubDateTime(deadline, to.language) }),
      ],
      action: { label: t.action, url },
    })),

  /** Before the deadline, once, to a holder who has not decided. */
  reminder: (to: Addressee, season: string, seat: OfferedSeat, deadline: Date | string, url: string) =>
    emailTo(to, renewalTexts, (t) => {
      const until = formatClubDateTime(deadline, to.language);
      return {
        subject: fill(t.reminderSubject, { deadline: until }),
        paragraphs: [
          fill(t.reminderHeld, { seat: seatText(t, seat), season, deadline: until }),
          t.reminderLapse,
        ],
        action: { label: t.action, url },
      };
    }),
};

export const renewalSms = {
  opened: (language: ShopLanguage, season: string, deadline: Date | string, url: string) =>
    fill(messagesIn(renewalTexts, language).sms, {
      season,
      deadline: formatClubDateTime(deadline, language),
      url,
    }),
};
