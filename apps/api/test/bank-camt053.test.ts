import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Camt053Error, parseCamt053 } from '../src/modules/bank/camt053.ts';
import { matchPayments, type OpenOrder } from '../src/modules/bank/payment-matching.ts';
import { findVariableSymbol } from '../src/modules/bank/variable-symbol.ts';

const sample = readFileSync(new URL('./fixtures/camt053-sample.xml', import.meta.url), 'utf8');

const order = (orderId: string, variableSymbol: string, amountCents: number): OpenOrder => ({
  orderId,
  variableSymbol,
  amountCents,
  currency: 'EUR',
});
const openOrders = [
  order('order-42', '2026000042', 3749),
  order('order-43', '2026000043', 2500),
  order('order-44', '2026000044', 2500),
  order('order-45', '2026000045', 1000),
  order('order-46', '2026000046', 2500),
  order('order-12345', '12345', 1900),
];

describe('camt.053 statement import', () => {
  it('reads the booked credits with amount in cents, VS, date, payer and reference; debits and pending entries are left out', () => {
    const credits = parseCamt053(sample);
    expect(credits.map((c) => [c.entryReference, c.amountCents, c.variableSymbol])).toEqual([
      ['20260305-SEPA-0000811', 3749, '2026000042'],
      ['20260305-SEPA-0000812', 2000, '2026000043'],
      ['20260305-SEPA-0000813', 3000, '2026000044'],
      ['20260305-SEPA-0000814', 1250, '9999999999'],
      ['20260305-SEPA-0000815', 1000, null],
      ['20260305-SEPA-0000816', 1900, '12345'],
      ['20260305-SEPA-0000817', 3749, '2026000042'],
    ]);
    expect(credits[0]).toEqual({
      entryReference: '20260305-SEPA-0000811',
      accountIban: 'SK3112000000198742637541',
      amountCents: 3749,
      currency: 'EUR',
      variableSymbol: '2026000042',
      bookingDate: '2026-03-05',
      counterpartyName: 'Ľubomír Šťastný',
      counterpartyIban: 'SK6807200002891987426353',
      endToEndId: '/VS2026000042/SS/KS0308',
      remittanceText: 'Vstupenky HK Orly Zvolen - HC Kosice',
    });
    expect(credits[1]?.endToEndId).toBeNull();
  });

  it('settles exactly the orders paid in full; short, surplus, unknown and repeated payments are listed, not guessed', () => {
    const results = matchPayments(parseCamt053(sample), openOrders);
    expect(
      results.map((r) => [
        r.kind,
        'order' in r ? r.order.orderId : r.reason,
        'differenceCents' in r ? r.differenceCents : null,
      ]),
    ).toEqual([
      ['MATCHED', 'order-42', null],
      ['UNDERPAID', 'order-43', 500],
      ['OVERPAID', 'order-44', 500],
      ['UNKNOWN', 'NO_OPEN_ORDER', null],
      ['UNKNOWN', 'NO_VARIABLE_SYMBOL', null],
      ['MATCHED', 'order-12345', null],
      ['DUPLICATE', 'order-42', null],
    ]);
    const settled = results.flatMap((r) => (r.kind === 'MATCHED' ? [r.order.orderId] : []));
    expect(settled).toEqual(['order-42', 'order-12345']);
  });

  it('money in another currency under an order VS is listed, not settled', () => {
    const [credit] = parseCamt053(sample);
    const [result] = matchPayments(
      [{ ...(credit as NonNullable<typeof credit>), currency: 'CZK' }],
      openOrders,
    );
    expect(result?.kind).toBe('CURRENCY_MISMATCH');
  });

  it('reads the newer statement versions too (status as <Sts><Cd>, booking as date-time)', () => {
    const v8 = sample
      .replace('camt.053.001.02', 'camt.053.001.08')
      .replaceAll('<Sts>BOOK</Sts>', '<Sts><Cd>BOOK</Cd></Sts>')
      .replaceAll(
        '<BookgDt><Dt>2026-03-05</Dt></BookgDt>',
        '<BookgDt><DtTm>2026-03-05T10:11:12+01:00</DtTm></BookgDt>',
      );
    const credits = parseCamt053(v8);
    expect(credits).toHaveLength(7);
    expect(credits.every((c) => c.bookingDate === '2026-03-05')).toBe(true);
  });

  it('refuses a file that is not a camt.053 statement or carries a malformed amount', () => {
    expect(() => parseCamt053('<Document><pain/></Document>')).toThrow(Camt053Error);
    expect(() => parseCamt053('<Document><BkToCstmrStmt>')).toThrow(Camt053Error);
    expect(() =>
      parseCamt053(sample.replace('<Amt Ccy="EUR">20.00</Amt>', '<Amt Ccy="EUR">20,00</Amt>')),
    ).toThrow(Camt053Error);
  });

  it('keeps the amount exact: no floating point on the way to cents', () => {
    const credits = parseCamt053(sample.replace('<Amt Ccy="EUR">20.00</Amt>', '<Amt Ccy="EUR">0.29</Amt>'));
    expect(credits[1]?.amountCents).toBe(29);
  });
});

describe('variable symbol in Slovak payments', () => {
  it.each([
    [{ endToEndId: '/VS2026000042/SS/KS0308' }, '2026000042'],
    [{ endToEndId: '/VS0000012345/SS1/KS0558' }, '12345'],
    [{ endToEndId: 'VS2026000042' }, '2026000042'],
    [{ endToEndId: 'NOTPROVIDED', creditorReferences: ['2026000042'] }, '2026000042'],
    [{ creditorReferences: ['/VS2026000042/SS/KS'] }, '2026000042'],
    [{ unstructured: ['VS 2026000042'] }, '2026000042'],
    [{ unstructured: ['vs:2026000042 vstupenky'] }, '2026000042'],
    [{ unstructured: ['platba VS.77'] }, '77'],
    [{ unstructured: ['Objednávka 2026000042'] }, null],
    [{ unstructured: ['tel. 0905123456'] }, null],
    [{ endToEndId: '/VS0000000000/SS/KS' }, null],
    [{ creditorReferences: ['RF18539007547034'] }, null],
    [{ endToEndId: 'ABCVS12' }, null],
    [{ endToEndId: '/VS20260000421/' }, null],
  ])('%j → %s', (refs, expected) => {
    expect(findVariableSymbol(refs)).toBe(expected);
  });

  it('the EndToEndId wins over the structured reference, which wins over the free text', () => {
    expect(
      findVariableSymbol({ endToEndId: '/VS1/', creditorReferences: ['2'], unstructured: ['VS3'] }),
    ).toBe('1');
    expect(findVariableSymbol({ creditorReferences: ['2'], unstructured: ['VS3'] })).toBe('2');
  });
});
