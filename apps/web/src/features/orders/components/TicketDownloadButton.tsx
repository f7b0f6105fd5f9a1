import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { ticketDocument } from '../api/orderEndpoints.ts';
import { useOrderDocument } from '../hooks/useOrderDocument.ts';

const t = skCheckout.orders;

/** "Stiahnuť vstupenku": saves one ticket of a paid order as its own PDF; the seat is in its accessible name. */
export function TicketDownloadButton({
  orderId,
  serial,
  seat,
  season = false,
}: {
  orderId: string;
  serial: string;
  seat: string;
  /** A season ticket: "Stiahnuť permanentku". */
  season?: boolean;
}) {
  const pdf = useOrderDocument(orderId, ticketDocument(serial), t.ticketFile(serial, season), t.ticketFailed);
  return (
    <ShopButton
      variant="secondary"
      size="sm"
      aria-label={t.downloadTicketLabel(serial, seat, season)}
      disabled={pdf.isLoading}
      onClick={() => void pdf.download()}
    >
      {t.downloadTicket(season)}
    </ShopButton>
  );
}
