import { XMLParser } from 'fast-xml-parser';
import { findVariableSymbol } from './variable-symbol.ts';

/** One incoming payment booked on the club's account. */
export interface StatementCredit {
  /** Unique per payment across statements (the bank's reference); the import's idempotency key. */
  entryReference: string;
  /** The club's account the money arrived on. */
  accountIban: string | null;
  amountCents: number;
  currency: string;
  /** Without leading zeros (see variable-symbol.ts), or null when the payer gave none. */
  variableSymbol: string | null;
  /** `YYYY-MM-DD` as the bank booked it. */
  bookingDate: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  endToEndId: string | null;
  remittanceText: string | null;
}

export class Camt053Error extends Error {
  override name = 'Camt053Error';
}

// Elements that may repeat are always arrays, so one entry and many read the same way.
const REPEATING = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd', 'Ref']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Amounts and symbols stay text: "37.50" must not become 37.5, nor "0000012345" 12345.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (tagName) => REPEATING.has(tagName),
});

// The parsed XML is untyped by nature; these readers keep the `unknown` at the edge.
type Node = Record<string, unknown>;
const asNode = (value: unknown): Node | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

function at(node: unknown, ...path: string[]): unknown {
  let current: unknown = node;
  for (const key of path) {
    const next = Array.isArray(current) ? current[0] : current;
    current = asNode(next)?.[key];
  }
  return Array.isArray(current) && path.length > 0 ? current[0] : current;
}

function text(node: unknown, ...path: string[]): string | null {
  const value = at(node, ...path);
  const raw = typeof value === 'string' ? value : asNode(value)?.['#text'];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
}

/** A decimal amount such as `37.5` or `1250.00` as integer cents, without floating point. */
function toCents(amount: string, where: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Camt053Error(`${where}: amount "${amount}" is not a decimal amount`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The entry's status: `<Sts>BOOK</Sts>` (camt.053.001.02) or `<Sts><Cd>BOOK</Cd></Sts>` (from .08). */
function status(entry: Node): string | null {
  return text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd');
}

function bookingDate(entry: Node): string | null {
  const date = text(entry, 'BookgDt', 'Dt') ?? text(entry, 'BookgDt', 'DtTm');
  return date ? date.slice(0, 10) : null;
}

function transactionCredit(
  entry: Node,
  tx: Node | undefined,
  context: { accountIban: string | null; reference: string; date: string },
): StatementCredit {
  // One transaction in an entry: the entry's amount. Several (a batch): each has its own.
  const amountNode = (tx && (at(tx, 'AmtDtls', 'TxAmt', 'Amt') ?? at(tx, 'Amt'))) ?? at(entry, 'Amt');
  const amount = text(amountNode);
  if (!amount) throw new Camt053Error(`entry ${context.reference}: no amount`);
  const currency = asNode(amountNode)?.['@Ccy'];
  const endToEndId = text(tx, 'Refs', 'EndToEndId');
  const creditorReferences = list(at(tx, 'RmtInf'))
    .flatMap((info) => list(asNode(info)?.Strd))
    .flatMap((strd) => list(asNode(asNode(strd)?.CdtrRefInf)?.Ref))
    .filter((ref): ref is string => typeof ref === 'string');
  const unstructured = list(asNode(at(tx, 'RmtInf'))?.Ustrd).filter(
    (u): u is string => typeof u === 'string',
  );
  return {
    entryReference: context.reference,
    accountIban: context.accountIban,
    amountCents: toCents(amount, `entry ${context.reference}`),
    currency: typeof currency === 'string' ? currency : 'EUR',
    variableSymbol: findVariableSymbol({
      endToEndId: endToEndId ?? undefined,
      creditorReferences,
      unstructured,
    }),
    bookingDate: context.date,
    counterpartyName: text(tx, 'RltdPties', 'Dbtr', 'Nm') ?? text(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm'),
    counterpartyIban: text(tx, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN'),
    endToEndId: endToEndId === 'NOTPROVIDED' ? null : endToEndId,
    remittanceText: unstructured.length > 0 ? unstructured.join(' ') : null,
  };
}

function entryCredits(entry: Node, accountIban: string | null, index: string): StatementCredit[] {
  // Debits (fees, refunds the club sent) and their reversals are not fans' payments; neither are
  // entries not yet booked (PDNG, INFO), which a later statement books.
  if (text(entry, 'CdtDbtInd') !== 'CRDT' || text(entry, 'RvslInd') === 'true') return [];
  if (status(entry) !== 'BOOK') return [];
  const baseReference = text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef') ?? index;
  const date = bookingDate(entry);
  if (!date) throw new Camt053Error(`entry ${baseReference}: no booking date`);
  const transactions = list(asNode(at(entry, 'NtryDtls'))?.TxDtls).map(asNode);
  if (transactions.length <= 1) {
    const tx = transactions[0];
    const reference = text(tx, 'Refs', 'AcctSvcrRef') ?? baseReference;
    return [transactionCredit(entry, tx, { accountIban, reference, date })];
  }
  return transactions.map((tx, i) => {
    const reference = text(tx, 'Refs', 'AcctSvcrRef') ?? `${baseReference}/${i + 1}`;
    return transactionCredit(entry, tx, { accountIban, reference, date });
  });
}

/**
 * The incoming payments of an ISO 20022 camt.053 bank statement (any version from .001.02 on), in
 * statement order. Throws Camt053Error for a file that is not a camt.053 statement.
 */
export function parseCamt053(xml: string): StatementCredit[] {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    throw new Camt053Error(`not well-formed XML: ${(error as Error).message}`);
  }
  const statement = asNode(at(document, 'Document', 'BkToCstmrStmt'));
  if (!statement) throw new Camt053Error('not a camt.053 statement (no Document/BkToCstmrStmt)');
  return list(statement.Stmt).flatMap((stmt, s) => {
    const accountIban = text(stmt, 'Acct', 'Id', 'IBAN');
    return list(asNode(stmt)?.Ntry).flatMap((entry, n) =>
      entryCredits(asNode(entry) ?? {}, accountIban, `${text(stmt, 'Id') ?? s + 1}/${n + 1}`),
    );
  });
}
