import { orderFiles, orderText } from '../../../shared/i18n/skOrders.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { ticketDocument } from '../api/orderEndpoints.ts';
import { useOrderDocument } from '../hooks/useOrderDocument.ts';

const t = orderText.view.orders;

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
  const pdf = useOrderDocument(
    orderId,
    ticketDocument(serial),
    orderFiles.ticket(serial, season),
    t.ticketFailed,
  );
  return (
    <ShopButton
      variant="secondary"
      size="sm"
      aria-label={orderText.t(season ? 'orders.downloadSeasonTicketLabel' : 'orders.downloadTicketLabel', {
        serial,
        seat,
      })}
      disabled={pdf.isLoading}
      onClick={() => void pdf.download()}
    >
      {season ? t.downloadSeasonTicket : t.downloadTicket}
    </ShopButton>
  );
}
