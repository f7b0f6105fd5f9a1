import type { TicketTransfer } from '@hokej/contract';
import { useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { transferText } from '../../../shared/i18n/skTransfers.ts';
import type { TicketActionProps } from '../../../shared/orders/ticketActionSlot.tsx';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useCancelTransferMutation, useMyTransfersQuery } from '../../../shared/transfers/transferApi.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { openLoansOf, recipientOf } from '../model/transferView.ts';
import { LendDialog } from './LendDialog.tsx';

const t = transferText.view;

/** One match the seat is lent for: to whom, and "Zrušiť požičanie" until the friend accepts. */
function Loan({ loan, onCancelled }: { loan: TicketTransfer; onCancelled: () => void }) {
  const dispatch = useDispatch();
  const [cancelTransfer, cancelling] = useCancelTransferMutation();
  const pending = loan.state === 'PENDING';
  const cancel = async () => {
    const result = await cancelTransfer(loan.id);
    if ('data' in result && result.data) {
      dispatch(toastShown('success', t.lendCancelled));
      onCancelled();
      return;
    }
    dispatch(toastShown('danger', describeFailure(t.cancelFailed, toApiError(result.error))));
  };
  return (
    <li
      className="d-flex flex-wrap align-items-center column-gap-2 row-gap-1 py-1"
      data-testid="lent-match"
      data-state={loan.state}
    >
      <span className="me-auto">
        {loan.title} · <time dateTime={loan.startsAt}>{formatDateTime(loan.startsAt)}</time>
      </span>
      <Badge
        bg={pending ? 'warning' : 'success'}
        text={pending ? 'dark' : undefined}
        className="text-wrap text-start"
      >
        {pending
          ? transferText.t('lentPending', { email: loan.recipientEmail })
          : transferText.t('lentAccepted', { who: recipientOf(loan) })}
      </Badge>
      {pending ? (
        <ShopButton
          variant="danger"
          size="sm"
          aria-label={transferText.t('cancelLendLabel', { title: loan.title })}
          disabled={cancelling.isLoading}
          onClick={() => void cancel()}
        >
          {t.cancelLend}
        </ShopButton>
      ) : null}
    </li>
  );
}

/**
 * A paid season ticket in My orders: "Požičať na zápas" (a dialog: a match of the season and the friend's
 * e-mail) and the matches lent, each pending (cancellable) or accepted. A cancelled loan gives the focus back to
 * "Požičať na zápas", as its own button is gone.
 */
export function SeasonTicketLending({ orderId, item, serial, seat }: TicketActionProps) {
  const dispatch = useDispatch();
  const { data } = useMyTransfersQuery();
  const [dialogOpen, setDialogOpen] = useState(false);
  const lending = useRef<HTMLDivElement>(null);
  // ShopButton takes no ref: the lend button is the block's first.
  const focusLend = () => lending.current?.querySelector('button')?.focus();
  const loans = data ? openLoansOf(data.sent, serial) : [];
  const lentTitle = `lent-${serial}-title`;

  return (
    <div ref={lending} className="w-100 mt-2" data-testid="season-lending">
      <ShopButton
        variant="secondary"
        size="sm"
        aria-label={transferText.t('lendLabel', { seat })}
        aria-haspopup="dialog"
        onClick={() => setDialogOpen(true)}
      >
        {t.lend}
      </ShopButton>
      {loans.length > 0 ? (
        <section aria-labelledby={lentTitle} className="mt-2 small">
          <h3 id={lentTitle} className="h6 mb-1">
            {t.lentTitle}
          </h3>
          <ul className="list-unstyled mb-0">
            {loans.map((loan) => (
              <Loan key={loan.id} loan={loan} onCancelled={focusLend} />
            ))}
          </ul>
        </section>
      ) : null}
      <LendDialog
        show={dialogOpen}
        orderId={orderId}
        serial={serial}
        ticket={`${item.title} · ${seat}`}
        lent={loans.map((loan) => loan.matchId)}
        onClose={() => setDialogOpen(false)}
        onSent={(sent) => {
          setDialogOpen(false);
          dispatch(
            toastShown('success', transferText.t('lent', { title: sent.title, email: sent.recipientEmail })),
          );
        }}
      />
    </div>
  );
}
