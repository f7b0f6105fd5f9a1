import type { TicketTransfer } from '@hokej/contract';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { releaseObjectUrlLater, saveObjectUrl } from '../../../shared/download/objectUrl.ts';
import { transferredTicketFile, transferText } from '../../../shared/i18n/skTransfers.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useTransferredTicketMutation } from '../../../shared/transfers/transferApi.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';

const t = transferText.view;

/** "Stiahnuť vstupenku": the PDF of a ticket a friend passed on, with its own QR code and the recipient's name. */
export function ReceivedTicketDownload({ transfer, size }: { transfer: TicketTransfer; size?: 'sm' }) {
  const dispatch = useDispatch();
  const [fetchTicket, { isLoading }] = useTransferredTicketMutation();
  const serial = transfer.serial ?? '';
  const download = async () => {
    const result = await fetchTicket(transfer.id);
    if (result.data) {
      releaseObjectUrlLater(result.data);
      saveObjectUrl(result.data, transferredTicketFile(serial));
      return;
    }
    dispatch(toastShown('danger', describeFailure(t.downloadFailed, toApiError(result.error))));
  };
  return (
    <ShopButton
      size={size}
      aria-label={transferText.t('downloadLabel', { serial })}
      disabled={isLoading}
      onClick={() => void download()}
    >
      {t.download}
    </ShopButton>
  );
}
