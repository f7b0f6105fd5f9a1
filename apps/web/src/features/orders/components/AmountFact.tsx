import { formatPrice } from '../../../shared/format/money.ts';

/** The amount line of a payment link's card ("Suma na úhradu" / "Zaplatená suma"), in an `order-facts` list. */
export function AmountFact({ label, amount }: { label: string; amount: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="fs-4 fw-bold" data-testid="invoice-amount">
        {formatPrice(amount)}
      </dd>
    </div>
  );
}
