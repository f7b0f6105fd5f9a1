import { orderFiles, orderText } from '../../../shared/i18n/skOrders.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { type OrderPdfButtonProps, useOrderDocument } from '../hooks/useOrderDocument.ts';

const t = orderText.view.orders;

/** "Stiahnuť dobropis": saves the credit note of an order the club refunded as a PDF. */
export function CreditNoteButton({ orderId, orderNumber, size }: OrderPdfButtonProps) {
  const pdf = useOrderDocument(
    orderId,
    'credit-note',
    orderFiles.creditNote(orderNumber),
    t.creditNoteFailed,
  );
  return (
    <ShopButton variant="secondary" size={size} disabled={pdf.isLoading} onClick={() => void pdf.download()}>
      {t.downloadCreditNote}
    </ShopButton>
  );
}
