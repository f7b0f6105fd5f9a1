import { formatEuroCents as euro } from '@hokej/contract/format';
import { type Email, render } from './templates.ts';

/**
 * What the confirmation of a paid order names (issue 20): every line with its match or season, date and
 * seat, the total, and for an installment order how far its plan is paid. Dates already DD.MM.YYYY.
 */
export type PaidSummary = {
  firstName: string;
  orderNumber: number;
  total: number;
  /** One line per ticket: "HK Orly Zvolen – HC Košice, 28.11.2026 18:00, …: sektor A, rad 1, miesto 5 (dospelý), 12,00 €". */
  lines: string[];
  /** Match tickets, season tickets or both: what the attachments are called. */
  kinds: { match: number; season: number };
  /** An installment order: parts paid so far, of how many, what was paid, the next part's due date. */
  installments: { paid: number; parts: number; paidAmount: number; nextDue: string | null } | null;
  ordersUrl: string;
};

/** "zaplatená 1. splátka z 3", "zaplatené 2 splátky z 3", "zaplatených 5 splátok z 6" (Slovak count forms). */
export function installmentProgress(paid: number, parts: number): string {
  if (paid === 1) return `zaplatená 1. splátka z ${parts}`;
  if (paid >= 2 && paid <= 4) return `zaplatené ${paid} splátky z ${parts}`;
  return `zaplatených ${paid} splátok z ${parts}`;
}

/** The documents' name in the e-mail's sentences: one ticket is "ju", more are "ich". */
function documents(kinds: PaidSummary['kinds']) {
  const one = kinds.match + kinds.season === 1;
  const noun =
    kinds.match > 0 && kinds.season > 0
      ? 'Vstupenky a permanentky s QR kódom sú'
      : kinds.season > 0
        ? one
          ? 'Permanentka s QR kódom je'
          : 'Permanentky s QR kódom sú'
        : one
          ? 'Vstupenka s QR kódom je'
          : 'Vstupenky s QR kódom sú';
  return (
    `${noun} v prílohe tohto e-mailu (PDF) spolu s faktúrou. Stiahnuť si ${one ? 'ju' : 'ich'} môžete ` +
    `kedykoľvek aj v časti Moje objednávky. Pri vstupe ${one ? 'ju' : 'ich'} ukážte v mobile alebo vytlačen${one ? 'ú' : 'é'}.`
  );
}

/** The order is paid (or its first installment is): what was bought, the total, the tickets attached. */
export function paidEmail(summary: PaidSummary): Email {
  const { firstName, orderNumber, total, lines, kinds, installments, ordersUrl } = summary;
  const partly = installments && installments.paid < installments.parts ? installments : null;
  return render({
    subject: partly
      ? `Objednávka č. ${orderNumber}: ${installmentProgress(partly.paid, partly.parts)}`
      : `Objednávka č. ${orderNumber} je zaplatená`,
    greeting: `Dobrý deň, ${firstName},`,
    paragraphs: [
      partly
        ? `ďakujeme za nákup. Za objednávku č. ${orderNumber} sme prijali ${euro(partly.paidAmount)}: ` +
          `${installmentProgress(partly.paid, partly.parts)}` +
          (partly.nextDue ? `, ďalšia je splatná do ${partly.nextDue}.` : '.')
        : `ďakujeme za nákup. Platbu ${euro(total)} za objednávku č. ${orderNumber} sme prijali.`,
      'Objednali ste si:',
      ...lines.map((line) => `• ${line}`),
      partly
        ? `Cena objednávky spolu: ${euro(total)}. Splátkový kalendár s odkazmi na platbu ďalších splátok vám posielame v samostatnom e-maile.`
        : `Spolu: ${euro(total)}`,
      documents(kinds),
      `${kinds.season > 0 || kinds.match > 1 ? 'Zápasy' : 'Zápas'} si do kalendára pridáte otvorením priloženého súboru .ics.`,
    ],
    action: { label: 'Moje objednávky', url: ordersUrl },
  });
}
