import { skCheckout, type TicketKind } from '../../../shared/i18n/skCheckout.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { type OrderPdfButtonProps, useOrderDocument } from '../hooks/useOrderDocument.ts';

const t = skCheckout.orders;

/**
 * "Vytlačiť vstupenky" ("… permanentky" for season tickets) opens the order's tickets PDF in a new tab (its viewer prints), "Stiahnuť vstupenky"
 * saves it.
 */
export function TicketButtons({
  orderId,
  orderNumber,
  size,
  kind = 'MATCH',
}: OrderPdfButtonProps & { kind?: TicketKind }) {
  const pdf = useOrderDocument(orderId, 'tickets', t.ticketsFile(orderNumber, kind), t.ticketsFailed);
  return (
    <div className="d-flex flex-wrap gap-2">
      <ShopButton variant="primary" size={size} disabled={pdf.isLoading} onClick={() => void pdf.download()}>
        {t.download[kind]}
      </ShopButton>
      <ShopButton variant="secondary" size={size} disabled={pdf.isLoading} onClick={() => void pdf.open()}>
        {t.print[kind]}
      </ShopButton>
    </div>
  );
}
