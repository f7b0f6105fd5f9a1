import { randomUUID } from 'node:crypto';

/** The demo club's account, as the statement import expects it. */
export const CLUB_IBAN = 'SK3112000000198742637541';

export type Entry = { ref: string; cents: number; vs?: string; payer: string };
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A camt.053.001.02 statement of `iban` with one booked credit per entry (VS in the EndToEndId). */
export function statement(entries: Entry[], iban = CLUB_IBAN) {
  const ntry = (e: Entry) => `<Ntry>
  <NtryRef>${e.ref}</NtryRef><Amt Ccy="EUR">${euros(e.cents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
  <BookgDt><Dt>2026-11-21</Dt></BookgDt><AcctSvcrRef>${e.ref}</AcctSvcrRef>
  <NtryDtls><TxDtls><Refs><AcctSvcrRef>${e.ref}</AcctSvcrRef><EndToEndId>${e.vs ? `/VS${e.vs}/SS/KS0308` : 'NOTPROVIDED'}</EndToEndId></Refs>
  <RltdPties><Dbtr><Nm>${e.payer}</Nm></Dbtr></RltdPties></TxDtls></NtryDtls>
</Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>TEST-${randomUUID()}</MsgId><CreDtTm>2026-11-22T02:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>TEST</Id><CreDtTm>2026-11-22T02:00:00+01:00</CreDtTm>
<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.map(ntry).join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}
