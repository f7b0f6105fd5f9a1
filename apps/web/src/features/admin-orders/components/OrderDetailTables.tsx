import type { AdminOrderDetail, AdminOrderRefund } from '@hokej/contract';
import { ticketKindOf } from '@hokej/contract/constants';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatCalendarDay, formatDateTime } from '../../../shared/dates/format.ts';
import { SetupWhen } from '../../../shared/dates/SetupWhen.tsx';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdminOrders } from '../../../shared/i18n/skAdminOrders.ts';

const t = skAdminOrders.detail;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-4">
      <h2 className="h5">{title}</h2>
      {children}
    </section>
  );
}

/** The order's seats with their tickets (permanentky for a season) and gate entries. */
export function OrderItemsTable({ order }: { order: AdminOrderDetail }) {
  const kind = ticketKindOf(order.items);
  const setupColumn = t.itemColumns.setup[kind];
  const serialColumn = t.itemColumns.serial[kind];
  return (
    <Section title={t.items[kind]}>
      <Table responsive size="sm" className="align-middle table-stack">
        <thead>
          <tr>
            <th scope="col">{setupColumn}</th>
            <th scope="col">{t.itemColumns.seat}</th>
            <th scope="col">{t.itemColumns.type}</th>
            <th scope="col" className="text-end">
              {t.itemColumns.price}
            </th>
            <th scope="col">{serialColumn}</th>
            <th scope="col">{t.itemColumns.entry}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td data-label={setupColumn}>
                {item.title}
                <div className="small text-body-secondary">
                  <SetupWhen {...item} />
                </div>
              </td>
              <td data-label={t.itemColumns.seat}>
                {t.seat(item.seat.sector, item.seat.row, item.seat.name)}
              </td>
              <td data-label={t.itemColumns.type}>
                {skAdminOrders.ticketType[item.ticketType] ?? item.ticketType}
              </td>
              <td className="text-end text-nowrap" data-label={t.itemColumns.price}>
                {formatPrice(item.price)}
              </td>
              <td data-label={serialColumn}>{item.ticketSerial ?? t.notEntered}</td>
              <td className="text-nowrap" data-label={t.itemColumns.entry}>
                {item.checkedInAt ? formatDateTime(item.checkedInAt) : t.notEntered}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}

/** Card payments at the gateway and bank transfers matched to the order. */
export function OrderPaymentsTable({ order }: { order: AdminOrderDetail }) {
  const none = order.payments.length === 0 && order.bankPayments.length === 0;
  return (
    <Section title={t.payments}>
      {none ? (
        <p className="text-body-secondary">{t.noPayments}</p>
      ) : (
        <Table responsive size="sm" className="table-stack">
          <thead>
            <tr>
              <th scope="col">{t.paymentColumns.when}</th>
              <th scope="col">{t.paymentColumns.provider}</th>
              <th scope="col" className="text-end">
                {t.paymentColumns.amount}
              </th>
              <th scope="col">{t.paymentColumns.status}</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((p) => (
              <tr key={p.id}>
                <td className="text-nowrap" data-label={t.paymentColumns.when}>
                  {formatDateTime(p.createdAt)}
                </td>
                <td data-label={t.paymentColumns.provider}>{p.provider}</td>
                <td className="text-end text-nowrap" data-label={t.paymentColumns.amount}>
                  {formatPrice(p.amount)}
                </td>
                <td data-label={t.paymentColumns.status}>{t.paymentStatus[p.status] ?? p.status}</td>
              </tr>
            ))}
            {order.bankPayments.map((p) => (
              <tr key={p.entryReference}>
                <td className="text-nowrap" data-label={t.paymentColumns.when}>
                  {p.bookingDate}
                </td>
                <td data-label={t.paymentColumns.provider}>{t.bankPayment(p.entryReference)}</td>
                <td className="text-end text-nowrap" data-label={t.paymentColumns.amount}>
                  {formatPrice(p.amount)}
                </td>
                <td data-label={t.paymentColumns.status}>{p.outcome}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}

/** The refunds with their credit notes; a transfer still to send offers "mark sent" when `onMarkSent` is given. */
export function OrderRefundsTable({
  order,
  onMarkSent,
}: {
  order: AdminOrderDetail;
  onMarkSent?: (refund: AdminOrderRefund) => void;
}) {
  if (order.refunds.length === 0) return null;
  return (
    <Section title={t.refunds}>
      <Table responsive size="sm" className="align-middle table-stack">
        <thead>
          <tr>
            <th scope="col">{t.refundColumns.when}</th>
            <th scope="col" className="text-end">
              {t.refundColumns.amount}
            </th>
            <th scope="col">{t.refundColumns.method}</th>
            <th scope="col">{t.refundColumns.status}</th>
            <th scope="col">{t.refundColumns.creditNote}</th>
            <th scope="col">{t.refundColumns.reason}</th>
          </tr>
        </thead>
        <tbody>
          {order.refunds.map((r) => (
            <tr key={r.id} data-testid="refund-row">
              <td className="text-nowrap" data-label={t.refundColumns.when}>
                {formatDateTime(r.createdAt)}
              </td>
              <td className="text-end text-nowrap" data-label={t.refundColumns.amount}>
                {formatPrice(r.amount)}
              </td>
              <td data-label={t.refundColumns.method}>
                {t.refundMethod[r.method] ?? r.method}
                {r.latePayment ? <div className="small text-body-secondary">{t.latePayment}</div> : null}
              </td>
              <td data-label={t.refundColumns.status}>
                <RefundState refund={r} onMarkSent={onMarkSent} />
              </td>
              <td data-label={t.refundColumns.creditNote}>{r.creditNoteNumber ?? t.notEntered}</td>
              <td data-label={t.refundColumns.reason}>{r.reason ?? t.notEntered}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}

function RefundState({
  refund,
  onMarkSent,
}: {
  refund: AdminOrderRefund;
  onMarkSent?: (refund: AdminOrderRefund) => void;
}) {
  if (refund.sent)
    return (
      <>
        {t.sentOn(formatCalendarDay(refund.sent.on), refund.sent.by)}
        {refund.sent.note ? <div className="small text-body-secondary">{refund.sent.note}</div> : null}
      </>
    );
  if (refund.status !== 'TO_BE_SENT' || !onMarkSent) return <>{t.refundStatus[refund.status]}</>;
  return (
    <>
      <div>{t.refundStatus.TO_BE_SENT}</div>
      <Button size="sm" variant="outline-primary" className="mt-1" onClick={() => onMarkSent(refund)}>
        {t.markSent}
      </Button>
    </>
  );
}

/** Every e-mail the shop queued about the order and whether it went out. */
export function OrderEmailsTable({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title={t.emails}>
      {order.emails.length === 0 ? (
        <p className="text-body-secondary">{t.noEmails}</p>
      ) : (
        <Table responsive size="sm" className="table-stack">
          <thead>
            <tr>
              <th scope="col">{t.emailColumns.when}</th>
              <th scope="col">{t.emailColumns.to}</th>
              <th scope="col">{t.emailColumns.subject}</th>
              <th scope="col">{t.emailColumns.state}</th>
            </tr>
          </thead>
          <tbody>
            {order.emails.map((e) => (
              <tr key={e.id}>
                <td className="text-nowrap" data-label={t.emailColumns.when}>
                  {formatDateTime(e.createdAt)}
                </td>
                <td className="text-break" data-label={t.emailColumns.to}>
                  {e.recipient}
                </td>
                <td data-label={t.emailColumns.subject}>{e.subject}</td>
                <td data-label={t.emailColumns.state}>
                  {t.emailState(e.deliveredAt !== null, e.failedAt !== null)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
