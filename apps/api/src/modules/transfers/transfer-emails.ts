import { formatDateTime } from '../documents/document-format.ts';
import { type Email, render } from '../notifications/templates.ts';

type About = { title: string; startsAt: Date | string; sector: string; row: string; name: string };

const match = (t: About) =>
  `${t.title}, ${formatDateTime(new Date(t.startsAt))}, sektor ${t.sector}, rad ${t.row}, miesto ${t.name}`;

/** To the recipient: a ticket waits for them; the link accepts it (with an account). */
export function transferOfferEmail(t: About & { senderName: string }, acceptUrl: string): Email {
  return render({
    subject: `${t.senderName} vám posiela vstupenku na zápas ${t.title}`,
    greeting: 'Dobrý deň,',
    paragraphs: [
      `${t.senderName} vám prevádza vstupenku: ${match(t)}.`,
      'Prijmite ju odkazom nižšie. Prihláste sa alebo si vytvorte účet: vstupenku dostanete na svoje meno s novým QR kódom a nájdete ju v časti Moje objednávky.',
      'Kým vstupenku neprijmete, odosielateľ môže prevod zrušiť.',
    ],
    action: { label: 'Prijať vstupenku', url: acceptUrl },
  });
}

/** To the sender: the friend accepted; their own QR no longer enters this match. */
export function transferAcceptedEmail(t: About & { recipientName: string }, ordersUrl: string): Email {
  return render({
    subject: `Vstupenku na zápas ${t.title} prevzal(a) ${t.recipientName}`,
    greeting: 'Dobrý deň,',
    paragraphs: [
      `${t.recipientName} prijal(a) vašu vstupenku: ${match(t)}.`,
      'Dostal(a) novú vstupenku s novým QR kódom. Váš pôvodný QR kód na tento zápas už pri vstupe neplatí.',
    ],
    action: { label: 'Moje objednávky', url: ordersUrl },
  });
}

/** To the recipient: the sender took the offer back. */
export function transferCancelledEmail(t: About & { senderName: string }): Email {
  return render({
    subject: `Prevod vstupenky na zápas ${t.title} bol zrušený`,
    greeting: 'Dobrý deň,',
    paragraphs: [
      `${t.senderName} zrušil(a) prevod vstupenky: ${match(t)}. Odkaz na jej prijatie už neplatí.`,
    ],
  });
}
