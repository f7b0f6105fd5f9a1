import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useTicketsPdfMutation } from '../api/orderEndpoints.ts';

const t = skCheckout.orders;
/** Long enough for the browser to read the PDF into its viewer or the download. */
const KEEP_URL_MS = 60_000;

function save(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Vytlačiť vstupenky" opens the order's tickets PDF in a new tab (its viewer prints), "Stiahnuť vstupenky"
 * saves it. The PDF needs the bearer token, so it is fetched and handed over as a blob.
 */
export function TicketButtons({
  orderId,
  orderNumber,
  size,
}: {
  orderId: string;
  orderNumber: string;
  size?: 'sm' | 'lg';
}) {
  const dispatch = useDispatch();
  const [fetchPdf, { isLoading }] = useTicketsPdfMutation();

  const load = async () => {
    const result = await fetchPdf(orderId);
    if (result.error) {
      dispatch(toastShown('danger', describeFailure(t.ticketsFailed, toApiError(result.error))));
      return null;
    }
    window.setTimeout(() => URL.revokeObjectURL(result.data), KEEP_URL_MS);
    return result.data;
  };

  const print = async () => {
    // Opened within the click, or a pop-up blocker would stop it; it gets the PDF once it is here.
    const tab = window.open('', '_blank');
    const url = await load();
    if (!url) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = url;
    else save(url, t.ticketsFile(orderNumber));
  };

  const download = async () => {
    const url = await load();
    if (url) save(url, t.ticketsFile(orderNumber));
  };

  return (
    <div className="d-flex flex-wrap gap-2">
      <ShopButton variant="primary" size={size} disabled={isLoading} onClick={() => void download()}>
        {t.download}
      </ShopButton>
      <ShopButton variant="secondary" size={size} disabled={isLoading} onClick={() => void print()}>
        {t.print}
      </ShopButton>
    </div>
  );
}
