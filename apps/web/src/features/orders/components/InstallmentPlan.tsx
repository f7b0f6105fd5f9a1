import type { Installment } from '@hokej/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { formatDate } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { installmentsText } from '../../../shared/i18n/skInstallments.ts';
import { paymentText } from '../../../shared/i18n/skPayment.ts';
import { useCardOffered } from '../../../shared/payment/paymentTypesApi.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useInstallmentLinkMutation } from '../api/installmentEndpoints.ts';

const t = installmentsText.view.plan;

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
      aria-label={installmentsText.t('plan.payLabel', { partNo })}
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
  // A later part is paid by card only: a shop without a card provider offers no button, it says so instead.
  const cardOffered = useCardOffered({ skip: !payable });
  return (
    <section className="mt-3" aria-label={t.title} data-testid="installment-plan">
      <h3 className="h6">{t.title}</h3>
      <ul className="list-unstyled mb-1">
        {parts.map((part) => (
          <li
            key={part.partNo}
            className="d-flex flex-wrap align-items-center column-gap-3 row-gap-1 py-2 border-bottom"
            data-testid="installment"
            data-state={part.state}
          >
            <span className="fw-semibold">{installmentsText.t('plan.part', { partNo: part.partNo })}</span>
            <span className="text-nowrap">{formatPrice(part.amount)}</span>
            <span className="text-nowrap">
              {t.due}: <time dateTime={part.dueDate}>{formatDate(part.dueDate)}</time>
            </span>
            <span className="text-nowrap">
              <PartState part={part} />
              {part.paidAt ? (
                <span className="small text-body-secondary ms-1">
                  {installmentsText.t('plan.paidOn', { date: formatDate(part.paidAt) })}
                </span>
              ) : null}
            </span>
            {payable && part.state === 'UNPAID' && part.partNo > 1 ? (
              <span className="ms-auto">
                {cardOffered ? (
                  <PayPartButton orderId={orderId} partNo={part.partNo} />
                ) : (
                  <span className="small text-body-secondary" data-testid="card-unavailable">
                    {paymentText.view.cardUnavailable.title}
                  </span>
                )}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {blocked ? <p className="small text-danger mb-0">{t.blocked}</p> : null}
    </section>
  );
}
