import type { AttachmentRef } from '../notifications/outbox.ts';
import type { RenderedAttachment } from '../notifications/transports.ts';
import type { OrderService } from './order-service.ts';

/** Renders an e-mail's order documents when it is sent: the tickets and the invoice as PDF. */
export function orderAttachments(orders: OrderService) {
  return async (ref: AttachmentRef): Promise<RenderedAttachment> => {
    const documents = await orders.documents(ref.orderId);
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
