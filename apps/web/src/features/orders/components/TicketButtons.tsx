import type { TicketKind } from '@hokej/contract/constants';
import { orderFiles, orderText } from '../../../shared/i18n/skOrders.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { type OrderPdfButtonProps, useOrderDocument } from '../hooks/useOrderDocument.ts';

const t = orderText.view.orders;

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
  const pdf = useOrderDocument(orderId, 'tickets', orderFiles.tickets(orderNumber, kind), t.ticketsFailed);
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
