import type { SetupType } from '@hokej/contract';
import { centsDecimal } from '@hokej/contract/format';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { formatDateTime } from '../documents/document-format.ts';
import { CSV_BOM, csvRow, text } from './csv.ts';
import { csvTexts } from './sales-texts.ts';
import { withoutJit } from './without-jit.ts';

/** Rows are read and sent this many at a time (keyset paging), so an export never sits in memory whole. */
const BATCH = 500;

type Person = { firstName?: string; lastName?: string; email?: string; phoneNumber?: string } | null;
const when = (value: Date | string | null) => (value === null ? '' : formatDateTime(new Date(value)));

type OrderLine = {
  orderNumber: number;
  status: keyof typeof csvTexts.orderStatus;
  createdAt: Date | string;
  paidAt: Date | string | null;
  paymentType: keyof typeof csvTexts.paymentType;
  contact: Person;
  seats: number;
  seatsPrice: number;
  discount: number;
  coupon: string | null;
  totalPrice: number;
};

type TicketLine = {
  serial: string;
  orderNumber: number;
  status: keyof typeof csvTexts.orderStatus;
  sector: string;
  row: string;
  name: string;
  ticketType: string;
  price: number;
  plasticCard: boolean;
  holder: Person;
  contact: Person;
  paidAt: Date | string | null;
  checkedInAt: Date | string | null;
  entries: number;
};

export type ExportKind = 'ORDERS' | 'TICKETS';

/** CSV exports of one match or season for the club's ADMIN; each export is recorded in the audit log. */
export function createSalesExport(db: Db) {
  /** Every order with a seat of the setup (any status), by order number. */
  async function* orderLines(setupId: string): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(csvTexts.orderHeaders);
    let after = 0;
    for (;;) {
      const rows = await withoutJit(db, (tx) =>
        queryRows<OrderLine>(
          tx,
          sql`select o.order_number::int as "orderNumber", o.status, o.created_at as "createdAt",
            o.paid_at as "paidAt", o.payment_type as "paymentType", o.contact,
            count(*)::int as seats, sum(oi.price)::int as "seatsPrice",
            o.discount, c.code as coupon, o.total_price as "totalPrice"
          from orders o join order_items oi on oi.order_id = o.id and oi.setup_id = ${setupId}
            left join coupons c on c.id = o.coupon_id
          where o.order_number > ${after}
          group by o.id, c.code order by o.order_number limit ${BATCH}`,
        ),
      );
      yield rows
        .map((o) =>
          csvRow([
            o.orderNumber,
            csvTexts.orderStatus[o.status],
            when(o.createdAt),
            when(o.paidAt),
            csvTexts.paymentType[o.paymentType],
            text(o.contact?.firstName),
            text(o.contact?.lastName),
            text(o.contact?.email),
            text(o.contact?.phoneNumber),
            o.seats,
            centsDecimal(o.seatsPrice),
            centsDecimal(o.discount),
            text(o.coupon),
            centsDecimal(o.totalPrice),
          ]),
        )
        .join('');
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return;
      after = last.orderNumber;
    }
  }

  /** Every ticket issued for the setup (refunded ones too, with their order's status), by serial. */
  async function* ticketLines(setupId: string): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(csvTexts.ticketHeaders);
    let after = { orderNumber: 0, serial: '' };
    for (;;) {
      const rows = await withoutJit(db, (tx) =>
        queryRows<TicketLine>(
          tx,
          sql`select t.serial, o.order_number::int as "orderNumber", o.status, ss.sector, ss.row, ss.name,
            oi.ticket_type as "ticketType", oi.price, oi.plastic_card as "plasticCard", oi.holder, o.contact,
            o.paid_at as "paidAt",
            (select min(e.entered_at) from ticket_entries e where e.ticket_id = t.id and e.setup_id = ${setupId})
              as "checkedInAt",
            (select count(*)::int from ticket_entries e where e.ticket_id = t.id) as entries
          from order_items oi join tickets t on t.order_item_id = oi.id join orders o on o.id = oi.order_id
            join setup_seats ss on ss.id = oi.setup_seat_id
          where oi.setup_id = ${setupId} and (o.order_number, t.serial) > (${after.orderNumber}, ${after.serial})
          order by o.order_number, t.serial limit ${BATCH}`,
        ),
      );
      yield rows
        .map((t) =>
          csvRow([
            t.serial,
            t.orderNumber,
            csvTexts.orderStatus[t.status],
            t.sector,
            t.row,
            t.name,
            csvTexts.priceType(t.ticketType),
            centsDecimal(t.price),
            t.plasticCard ? csvTexts.yes : csvTexts.no,
            // A ticket without its own contact is the order contact's (checkout's rule).
            text((t.holder ?? t.contact)?.firstName),
            text((t.holder ?? t.contact)?.lastName),
            text(t.contact?.email),
            when(t.paidAt),
            when(t.checkedInAt),
            t.entries,
          ]),
        )
        .join('');
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return;
      after = last;
    }
  }

  return {
    /**
     * Checks the setup, records who exported what, and answers the file name and its lines, read
     * from the database batch by batch as the response is sent.
     */
    async start(actorId: string, setupId: string, kind: ExportKind) {
      const [setup] = await queryRows<{ setupType: SetupType }>(
        db,
        sql`select setup_type as "setupType" from setups where id = ${setupId}`,
      );
      if (!setup) fail('EVENT_OR_SEASON_NOT_FOUND');
      await recordAudit(db, {
        actorId,
        action: 'SALES_EXPORT',
        entity: setup.setupType,
        entityId: setupId,
        after: { export: kind },
      });
      return {
        fileName: `${csvTexts.fileName[kind]}-${setupId.slice(0, 8)}.csv`,
        lines: kind === 'ORDERS' ? orderLines(setupId) : ticketLines(setupId),
      };
    },
  };
}
