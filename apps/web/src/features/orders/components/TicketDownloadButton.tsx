import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { ticketDocument } from '../api/orderEndpoints.ts';
import { useOrderPdf } from '../hooks/useOrderPdf.ts';

const t = skCheckout.orders;

/** "Stiahnuť vstupenku": saves one ticket of a paid order as its own PDF; the seat is in its accessible name. */
export function TicketDownloadButton({
  orderId,
  serial,
  seat,
}: {
  orderId: string;
  serial: string;
  seat: string;
}) {
  const pdf = useOrderPdf(orderId, ticketDocument(serial), t.ticketFile(serial), t.ticketFailed);
  return (
    <ShopButton
      variant="secondary"
      size="sm"
      aria-label={t.downloadTicketLabel(serial, seat)}
      disabled={pdf.isLoading}
      onClick={() => void pdf.download()}
    >
      {t.downloadTicket}
    </ShopButton>
  );
}
