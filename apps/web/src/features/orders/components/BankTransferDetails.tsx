import type { BankTransfer } from '@hokej/contract';
import { formatDate } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { paymentText } from '../../../shared/i18n/skPayment.ts';
import { CopyButton } from '../../../shared/ui/CopyButton.tsx';
import { PayBySquareQr } from './PayBySquareQr.tsx';

const t = paymentText.view.bankTransfer;

/** IBAN in groups of four, as banks print it. */
const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** What to pay a bank transfer with: IBAN, beneficiary, VS, amount, due date and the PAY by square code. */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  // Label, shown value, key, and what its copy button copies (the IBAN without its spaces).
  const rows: Array<[string, string, string, { value: string; label: string }?]> = [
    [
      t.iban,
      groupedIban(transfer.iban),
      'iban',
      { value: transfer.iban.replace(/\s+/g, ''), label: t.copyIban },
    ],
    [t.beneficiary, transfer.beneficiary, 'beneficiary'],
    [
      t.variableSymbol,
      transfer.variableSymbol,
      'vs',
      { value: transfer.variableSymbol, label: t.copyVariableSymbol },
    ],
    [t.amount, formatPrice(transfer.amount), 'amount'],
    [t.dueDate, formatDate(transfer.dueDate), 'due'],
  ];
  return (
    <div className="d-flex flex-column flex-md-row gap-4 align-items-md-start" data-testid="bank-transfer">
      <dl className="row mb-0 flex-grow-1 bank-transfer-list">
        {rows.map(([label, value, key, copy]) => (
          <div className="col-12 d-sm-flex gap-3 mb-2" key={key}>
            <dt className="fw-normal text-body-secondary bank-transfer-label">{label}</dt>
            <dd className="mb-0 d-flex flex-wrap align-items-center column-gap-2">
              <span className="fw-semibold text-break" data-testid={`transfer-${key}`}>
                {value}
              </span>
              {copy ? <CopyButton value={copy.value} label={copy.label} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="mb-0 text-center">
        <PayBySquareQr
          value={transfer.payBySquare}
          alt={paymentText.t('bankTransfer.qrAlt', { vs: transfer.variableSymbol })}
        />
        <figcaption className="small text-body-secondary mt-1">
          <span className="d-block fw-semibold">{t.qrTitle}</span>
          {t.qrHint}
        </figcaption>
      </figure>
    </div>
  );
}
