import { orderFiles, orderText } from '../../../shared/i18n/skOrders.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { type OrderPdfButtonProps, useOrderDocument } from '../hooks/useOrderDocument.ts';

const t = orderText.view.orders;

/** "Stiahnuť faktúru": saves the invoice of a paid order as a PDF. */
export function InvoiceButton({
  orderId,
  orderNumber,
  size,
  label = t.downloadInvoice,
  accessibleName,
}: OrderPdfButtonProps & { label?: string; accessibleName?: string }) {
  const pdf = useOrderDocument(orderId, 'invoice', orderFiles.invoice(orderNumber), t.invoiceFailed);
  return (
    <ShopButton
      variant="secondary"
      size={size}
      aria-label={accessibleName}
      disabled={pdf.isLoading}
      onClick={() => void pdf.download()}
    >
      {label}
    </ShopButton>
  );
}
