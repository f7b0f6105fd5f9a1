import type { TicketTransfer } from '@hokej/contract';
import { useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { skTransfers } from '../../../shared/i18n/skTransfers.ts';
import type { TicketActionProps } from '../../../shared/orders/ticketActionSlot.tsx';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useCancelTransferMutation, useMyTransfersQuery } from '../../../shared/transfers/transferApi.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { openTransferOf, recipientOf, transferOpen } from '../model/transferView.ts';
import { TransferDialog } from './TransferDialog.tsx';

const t = skTransfers;

/** Where the focus goes once the button that had it is replaced (sent → "Zrušiť prevod", cancelled → "Previesť"). */
type FocusNext = 'cancel' | 'transfer' | null;

function StateLine({ transfer }: { transfer: TicketTransfer | undefined }) {
  if (transfer?.state === 'ACCEPTED')
    return (
      <Badge bg="success" className="text-wrap text-start">
        {t.accepted(recipientOf(transfer))}
      </Badge>
    );
  if (transfer?.state === 'PENDING')
    return (
      <Badge bg="warning" text="dark" className="text-wrap text-start">
        {t.pending(transfer.recipientEmail)}
      </Badge>
    );
  return null;
}

/**
 * A paid match ticket's transfer in My orders: "Previesť" (a dialog for the friend's e-mail) until the cut-off,
 * "Prevádza sa na …" with "Zrušiť prevod" while the friend has not accepted, "Prevedená na …" after.
 */
export function TicketTransferAction({ orderId, item, serial, seat }: TicketActionProps) {
  const dispatch = useDispatch();
  const { data } = useMyTransfersQuery();
  const [cancelTransfer, cancelling] = useCancelTransferMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [focusNext, setFocusNext] = useState<FocusNext>(null);
  const transferButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const transfer = data ? openTransferOf(data.sent, serial, item.setupUuid) : undefined;
  const canOffer = data !== undefined && !transfer && transferOpen(item.startsAt);

  useEffect(() => {
    const target = focusNext === 'cancel' ? cancelButton.current : transferButton.current;
    if (focusNext && target) {
      target.focus();
      setFocusNext(null);
    }
  });

  const cancel = async () => {
    if (!transfer) return;
    const result = await cancelTransfer(transfer.id);
    if ('data' in result && result.data) {
      setFocusNext('transfer');
      dispatch(toastShown('success', t.cancelled));
      return;
    }
    dispatch(toastShown('danger', describeFailure(t.cancelFailed, toApiError(result.error))));
  };

  return (
    <div className="w-100 mt-2 d-flex flex-wrap align-items-center gap-2" data-testid="ticket-transfer">
      <div role="status" className="me-auto">
        <StateLine transfer={transfer} />
      </div>
      {transfer?.state === 'PENDING' ? (
        <ShopButton
          ref={cancelButton}
          variant="danger"
          size="sm"
          aria-label={t.cancelLabel(seat)}
          disabled={cancelling.isLoading}
          onClick={() => void cancel()}
        >
          {t.cancel}
        </ShopButton>
      ) : null}
      {canOffer ? (
        <ShopButton
          ref={transferButton}
          variant="secondary"
          size="sm"
          aria-label={t.transferLabel(seat)}
          aria-haspopup="dialog"
          onClick={() => setDialogOpen(true)}
        >
          {t.transfer}
        </ShopButton>
      ) : null}
      <TransferDialog
        show={dialogOpen}
        orderId={orderId}
        serial={serial}
        ticket={`${item.title} · ${seat}`}
        startsAt={item.startsAt}
        onClose={() => setDialogOpen(false)}
        onSent={(email) => {
          setDialogOpen(false);
          setFocusNext('cancel');
          dispatch(toastShown('success', t.sent(email)));
        }}
      />
    </div>
  );
}
