/** How an order's line is named on invoices, tickets and e-mails: the match title, the ticket type. */
import { invoiceTexts } from '../documents/document-texts.ts';
import type { OrderItemRow } from './order-repository.ts';

export const CLUB = 'HK Orly Zvolen';

export const ticketTypeLabel = (type: string) =>
  invoiceTexts.priceTypes[type as keyof typeof invoiceTexts.priceTypes] ?? type;

/** `HK Orly Zvolen – HC Košice` for a match against an opponent, the setup's own title otherwise. */
export const matchTitle = (item: Pick<OrderItemRow, 'opponent' | 'title'>) =>
  item.opponent ? `${CLUB} – ${item.opponent}` : item.title;
