import type { OrderItem } from '@hokej/contract';
import { iso } from '../../db/client.ts';
import type { OrderItemRow } from './order-repository.ts';

/** An order's item as the API shows it: to the fan in My orders, and to the club in the back office. */
export function toOrderItem(item: OrderItemRow): OrderItem {
  return {
    id: item.id,
    setupType: item.setupType,
    setupUuid: item.setupId,
    title: item.title,
    startsAt: iso(item.startsAt),
    seat: { sector: item.sector, row: item.row, name: item.name },
    ticketType: item.ticketType as OrderItem['ticketType'],
    price: item.price,
    plasticCard: item.plasticCard,
    ticketSerial: item.ticketSerial,
    holder: item.holder,
    transferred: item.transferred,
    ...(item.setupType === 'SEASON' ? { endsAt: iso(item.endsAt ?? item.startsAt) } : {}),
  };
}
