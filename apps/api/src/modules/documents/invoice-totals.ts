/**
 * Invoice arithmetic in integer euro cents. Shop prices include VAT (what the fan pays is fixed), so
 * each line's VAT is taken out of its gross total: VAT = gross × rate / (100 + rate), rounded half away
 * from zero to a cent, per line; the base is gross − VAT. Sums per rate and the grand total add up the
 * lines, so every column of the invoice adds up and the total equals the amount paid.
 */

/**
 * Default VAT rate for match tickets: the Slovak standard rate (23 % since 1 January 2025). The 5 %
 * rate of annex 7a of the VAT act covers using sports facilities to do sport, not clearly spectators'
 * admission; the club's tax adviser decides, and the rate is a parameter of every line.
 */
export const DEFAULT_TICKET_VAT_RATE_PERCENT = 23;

export interface InvoiceLine {
  description: string;
  quantity: number;
  /** Price of one unit including VAT, in cents (negative for a discount line). */
  unitPriceCents: number;
  /** Whole percent: 23, 19, 5 or 0. */
  vatRatePercent: number;
}

export interface PricedInvoiceLine extends InvoiceLine {
  /** Unit price without VAT, rounded to a cent; shown on the invoice, never summed. */
  unitNetCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
}

export interface VatRateTotal {
  vatRatePercent: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
}

export interface InvoiceTotals {
  lines: PricedInvoiceLine[];
  /** One entry per rate, highest rate first. */
  byRate: VatRateTotal[];
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/** `numerator / denominator` rounded half away from zero, in integers (denominator > 0). */
function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

function checkLine(line: InvoiceLine): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new Error(`quantity must be a positive integer: ${line.description}`);
  }
  if (!Number.isSafeInteger(line.unitPriceCents)) {
    throw new Error(`unit price must be integer cents: ${line.description}`);
  }
  if (!Number.isInteger(line.vatRatePercent) || line.vatRatePercent < 0 || line.vatRatePercent > 100) {
    throw new Error(`VAT rate must be a whole percent: ${line.description}`);
  }
}

/** The VAT included in a gross amount at a rate, per the rounding rule above. */
export function vatIncluded(grossCents: number, vatRatePercent: number): number {
  return divideRounded(grossCents * vatRatePercent, 100 + vatRatePercent);
}

/** Each line's base, VAT and total, the totals per VAT rate and the grand total. */
export function priceInvoiceLines(lines: readonly InvoiceLine[]): InvoiceTotals {
  const priced = lines.map((line): PricedInvoiceLine => {
    checkLine(line);
    const totalCents = line.unitPriceCents * line.quantity;
    const vatCents = vatIncluded(totalCents, line.vatRatePercent);
    const unitNetCents = line.unitPriceCents - vatIncluded(line.unitPriceCents, line.vatRatePercent);
    return { ...line, unitNetCents, netCents: totalCents - vatCents, vatCents, totalCents };
  });
  const rates = new Map<number, VatRateTotal>();
  for (const line of priced) {
    const sum = rates.get(line.vatRatePercent) ?? {
      vatRatePercent: line.vatRatePercent,
      netCents: 0,
      vatCents: 0,
      totalCents: 0,
    };
    sum.netCents += line.netCents;
    sum.vatCents += line.vatCents;
    sum.totalCents += line.totalCents;
    rates.set(line.vatRatePercent, sum);
  }
  const byRate = [...rates.values()].sort((a, b) => b.vatRatePercent - a.vatRatePercent);
  const add = (pick: (rate: VatRateTotal) => number) => byRate.reduce((sum, rate) => sum + pick(rate), 0);
  return {
    lines: priced,
    byRate,
    netCents: add((r) => r.netCents),
    vatCents: add((r) => r.vatCents),
    totalCents: add((r) => r.totalCents),
  };
}
