import { formatClubDateTime } from '@hokej/contract/format';
import { render } from './templates.ts';

const CLUB = 'HK Orly Zvolen';

/** A seat as the e-mails name it. */
export type OfferedSeat = { sector: string; row: string; name: string };
const seatText = (s: OfferedSeat) => `sektor ${s.sector}, rad ${s.row}, miesto ${s.name}`;

/** The e-mails and SMS of a season renewal (issue 21). */
export const renewalEmails = {
  /** At the opening: the holder's seats are kept for them until the deadline; a personal link. */
  opened: (firstName: string, season: string, seats: OfferedSeat[], deadline: Date | string, url: string) =>
    render({
      subject: `Obnovenie permanentky na sezónu ${season}`,
      greeting: `Dobrý deň, ${firstName},`,
      paragraphs: [
        `ďakujeme, že ste boli s ${CLUB} celú sezónu. Vaše miesto sme pre vás podržali aj na sezónu ${season}:`,
        ...seats.map(seatText),
        `Permanentku si môžete obnoviť (kartou, prevodom alebo na splátky) alebo ponuku odmietnuť do ${formatClubDateTime(deadline)}. Potom sa neobnovené miesta uvoľnia do predaja.`,
      ],
      action: { label: 'Obnoviť permanentku', url },
    }),

  /** Before the deadline, once, to a holder who has not decided. */
  reminder: (firstName: string, season: string, seat: OfferedSeat, deadline: Date | string, url: string) =>
    render({
      subject: `Pripomienka: obnovenie permanentky do ${formatClubDateTime(deadline)}`,
      greeting: `Dobrý deň, ${firstName},`,
      paragraphs: [
        `vaše miesto (${seatText(seat)}) na sezónu ${season} je pre vás podržané už len do ${formatClubDateTime(deadline)}.`,
        'Ak si permanentku neobnovíte, miesto sa potom uvoľní do predaja.',
      ],
      action: { label: 'Obnoviť permanentku', url },
    }),
};

export const renewalSms = {
  opened: (season: string, deadline: Date | string, url: string) =>
    `${CLUB}: vaše miesto na sezónu ${season} je pre vás podržané do ${formatClubDateTime(deadline)}. Obnovenie: ${url}`,
};
