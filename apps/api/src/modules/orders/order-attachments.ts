import type { AttachmentRef } from '../notifications/outbox.ts';
import type { RenderedAttachment } from '../notifications/transports.ts';
import type { OrderService } from './order-service.ts';

/** Renders an e-mail's order documents when it is sent: the tickets, the invoice, the credit note as PDF. */
export function orderAttachments(orders: OrderService) {
  return async (ref: AttachmentRef): Promise<RenderedAttachment> => {
    const documents = await orders.documents(ref.orderId);
    if (ref.kind === 'ORDER_CREDIT_NOTE')
      return {
        filename: `dobropis-${documents.orderNumber}.pdf`,
        content: await documents.creditNote(),
        contentType: 'application/pdf',
      };
    return ref.kind === 'ORDER_TICKETS'
      ? {
          filename: `vstupenky-${documents.orderNumber}.pdf`,
          content: await documents.tickets(),
          contentType: 'application/pdf',
        }
      : {
          filename: `faktura-${documents.orderNumber}.pdf`,
          content: await documents.invoice(),
          contentType: 'application/pdf',
        };
  };
}
