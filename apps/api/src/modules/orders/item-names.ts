/** How an order's line is named on invoices, tickets and e-mails: the match title, the ticket type. */
import type { ShopLanguage } from '@hokej/contract';
import { invoiceTexts, priceTypesEn } from '../documents/document-texts.ts';
import type { OrderItemRow } from './order-repository.ts';

export const CLUB = 'HK Orly Zvolen';

/** The ticket type's (or season category's) name, in Slovak unless the order speaks English. */
export const ticketTypeLabel = (type: string, language: ShopLanguage = 'sk') =>
  (language === 'en' ? priceTypesEn : invoiceTexts.priceTypes)[type as keyof typeof priceTypesEn] ?? type;

/** `HK Orly Zvolen – HC Košice` for a match against an opponent, the setup's own title otherwise. */
export const matchTitle = (item: Pick<OrderItemRow, 'opponent' | 'title'>) =>
  item.opponent ? `${CLUB} – ${item.opponent}` : item.title;
