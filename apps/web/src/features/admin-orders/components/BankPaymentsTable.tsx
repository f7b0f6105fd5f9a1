import type { StatementImport } from '@hokej/contract';
import { centsDecimal } from '@hokej/contract/format';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';

type Payment = StatementImport['payments'][number];

const t = skAdmin.bank;

const outcomeTone: Record<Payment['outcome'], string> = {
  MATCHED: 'success',
  UNDERPAID: 'warning',
  OVERPAID: 'warning',
  CURRENCY_MISMATCH: 'danger',
  DUPLICATE: 'secondary',
  UNKNOWN: 'danger',
  ORDER_NOT_OPEN: 'secondary',
};

function difference({ outcome, differenceCents }: Payment): string {
  if (differenceCents === null) return '—';
  const amount = formatPrice(Math.abs(differenceCents));
  if (outcome === 'UNDERPAID') return t.missing(amount);
  if (outcome === 'OVERPAID') return t.surplus(amount);
  return amount;
}

/** A payment's amount in its own currency (a foreign one is shown as sent, not as euro). */
function amountOf({ amount, currency }: Payment): string {
  return currency === 'EUR' ? formatPrice(amount) : `${centsDecimal(amount)}\u00a0${currency}`;
}

/** Each payment of the statement with what the import did with it. */
export function BankPaymentsTable({ payments }: { payments: Payment[] }) {
  const c = t.columns;
  return (
    <Table responsive striped className="align-middle small">
      <caption className="caption-top">{t.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{c.reference}</th>
          <th scope="col">{c.variableSymbol}</th>
          <th scope="col">{c.counterparty}</th>
          <th scope="col" className="text-end">
            {c.amount}
          </th>
          <th scope="col">{c.outcome}</th>
          <th scope="col" className="text-end">
            {c.difference}
          </th>
          <th scope="col">{c.order}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.entryReference}>
            <td className="font-monospace">{payment.entryReference}</td>
            <td>{payment.variableSymbol ?? '—'}</td>
            <td>{payment.counterparty ?? '—'}</td>
            <td className="text-end text-nowrap">{amountOf(payment)}</td>
            <td>
              <Badge bg={outcomeTone[payment.outcome]} className="text-wrap text-start">
                {t.outcomes[payment.outcome]}
              </Badge>
            </td>
            <td className="text-end text-nowrap">{difference(payment)}</td>
            <td className="font-monospace small">{payment.orderId ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
