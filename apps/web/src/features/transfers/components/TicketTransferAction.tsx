import type { TicketTransfer } from '@hokej/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { transferText } from '../../../shared/i18n/skTransfers.ts';
import type { TicketActionProps } from '../../../shared/orders/ticketActionSlot.tsx';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useCancelTransferMutation, useMyTransfersQuery } from '../../../shared/transfers/transferApi.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { openTransferOf, recipientOf, transferOpen } from '../model/transferView.ts';
import { SeasonTicketLending } from './SeasonTicketLending.tsx';
import { TransferDialog } from './TransferDialog.tsx';

const t = transferText.view;

function StateLine({ transfer }: { transfer: TicketTransfer | undefined }) {
  if (transfer?.state === 'ACCEPTED')
    return (
      <Badge bg="success" className="text-wrap text-start">
        {transferText.t('accepted', { who: recipientOf(transfer) })}
      </Badge>
    );
  if (transfer?.state === 'PENDING')
    return (
      <Badge bg="warning" text="dark" className="text-wrap text-start">
        {transferText.t('pending', { email: transfer.recipientEmail })}
      </Badge>
    );
  return null;
}

/**
 * A paid match ticket's transfer in My orders: "Previesť" (a dialog for the friend's e-mail) until the cut-off,
 * "Prevádza sa na …" with "Zrušiť prevod" while the friend has not accepted, "Prevedená na …" after; a season
 * ticket is lent for one match at a time instead (SeasonTicketLending). "Previesť" and
 * "Zrušiť prevod" are one button that changes its words, so the focus stays on it through the dialog and the change.
 */
export function TicketTransferAction(props: TicketActionProps) {
  return props.item.setupType === 'EVENT' ? (
    <MatchTicketTransfer {...props} />
  ) : (
    <SeasonTicketLending {...props} />
  );
}

function MatchTicketTransfer({ orderId, item, serial, seat }: TicketActionProps) {
  const dispatch = useDispatch();
  const { data } = useMyTransfersQuery();
  const [cancelTransfer, cancelling] = useCancelTransferMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const transfer = data ? openTransferOf(data.sent, serial, item.setupUuid) : undefined;
  const pending = transfer?.state === 'PENDING';
  const canOffer = data !== undefined && !transfer && transferOpen(item.startsAt);

  const cancel = async () => {
    // Not disabled while it runs: a disabled button would drop the focus it keeps through the change.
    if (!transfer || cancelling.isLoading) return;
    const result = await cancelTransfer(transfer.id);
    if ('data' in result && result.data) {
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
      {canOffer || pending ? (
        <ShopButton
          variant={pending ? 'danger' : 'secondary'}
          size="sm"
          aria-label={transferText.t(pending ? 'cancelLabel' : 'transferLabel', { seat })}
          aria-haspopup={pending ? undefined : 'dialog'}
          onClick={() => (pending ? void cancel() : setDialogOpen(true))}
        >
          {pending ? t.cancel : t.transfer}
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
          dispatch(toastShown('success', transferText.t('sent', { email })));
        }}
      />
    </div>
  );
}
