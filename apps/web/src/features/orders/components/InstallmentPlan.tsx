import type { Installment } from '@hokej/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { formatDate } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skInstallments } from '../../../shared/i18n/skInstallments.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useInstallmentLinkMutation } from '../api/installmentEndpoints.ts';

const t = skInstallments.plan;

function PartState({ part }: { part: Installment }) {
  if (part.state === 'PAID') return <Badge bg="success">{t.paid}</Badge>;
  if (part.overdue) return <Badge bg="danger">{t.overdue}</Badge>;
  return (
    <Badge bg="warning" text="dark">
      {t.unpaid}
    </Badge>
  );
}

/** "Zaplatiť": a fresh invoice push link to the part, then its page (the same page the e-mailed link opens). */
function PayPartButton({ orderId, partNo }: { orderId: string; partNo: number }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [makeLink, link] = useInstallmentLinkMutation();
  const [leaving, setLeaving] = useState(false);
  const onClick = async () => {
    const result = await makeLink({ orderId, partNo });
    if (result.data) {
      setLeaving(true);
      navigate(paths.pushInvoice(result.data.pushId));
      return;
    }
    dispatch(toastShown('danger', describeFailure(t.payFailed, toApiError(result.error))));
  };
  return (
    <ShopButton
      variant="success"
      size="sm"
      aria-label={t.payLabel(partNo)}
      disabled={link.isLoading || leaving}
      onClick={() => void onClick()}
    >
      {t.pay}
    </ShopButton>
  );
}

/** An installment order's plan in My orders: each part's amount, due date and state; unpaid later parts can be paid. */
export function InstallmentPlan({
  orderId,
  parts,
  payable,
}: {
  orderId: string;
  parts: readonly Installment[];
  /** Later parts are paid once part 1 has paid the order. */
  payable: boolean;
}) {
  const blocked = parts.some((part) => part.overdue);
  return (
    <section className="mt-3" aria-label={t.title} data-testid="installment-plan">
      <h3 className="h6">{t.title}</h3>
      <Table size="sm" responsive className="mb-1 align-middle">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t.amount}</th>
            <th scope="col">{t.due}</th>
            <th scope="col">{t.state}</th>
            <th scope="col">
              <span className="visually-hidden">{t.pay}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.partNo} data-testid="installment" data-state={part.state}>
              <th scope="row" className="fw-normal text-nowrap">
                {t.part(part.partNo)}
              </th>
              <td className="text-nowrap">{formatPrice(part.amount)}</td>
              <td>
                <time dateTime={part.dueDate}>{formatDate(part.dueDate)}</time>
              </td>
              <td>
                <PartState part={part} />
                {part.paidAt ? (
                  <div className="small text-body-secondary">{t.paidOn(formatDate(part.paidAt))}</div>
                ) : null}
              </td>
              <td className="text-end">
                {payable && part.state === 'UNPAID' && part.partNo > 1 ? (
                  <PayPartButton orderId={orderId} partNo={part.partNo} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {blocked ? <p className="small text-danger mb-0">{t.blocked}</p> : null}
    </section>
  );
}
