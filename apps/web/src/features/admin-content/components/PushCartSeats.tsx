import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { type Cart, useUpdateCartMutation } from '../../../shared/cart/cartApi.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { paths } from '../../../shared/routes/paths.ts';

const t = skAdminContent.pushCarts;
const TYPES = ['ADULT', 'CHILD'] as const;

/** The seats in my cart that the push cart will take: their ticket type, removal, and the coupon. */
export function PushCartSeats({ cart }: { cart: Cart | undefined }) {
  const [code, setCode] = useState('');
  const [update, { error, isLoading, reset }] = useUpdateCartMutation();
  const items = cart?.items ?? [];
  const live = (expireAt: string) => new Date(expireAt).getTime() > Date.now() - (cart?.diffTimestamp ?? 0);

  const applyCoupon = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const result = await update({ type: 'ADD_COUPON', code: code.trim() });
    if ('data' in result) setCode('');
  };

  return (
    <>
      <p className="mb-2">{t.pickHint}</p>
      <Link to={paths.events} className="btn btn-outline-primary mb-3">
        {t.pickSeats}
      </Link>
      {items.length === 0 ? <p className="text-body-secondary">{t.emptyCart}</p> : null}
      {items.length > 0 ? (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t.columns.seat}</th>
              <th scope="col">{t.columns.match}</th>
              <th scope="col">{t.columns.type}</th>
              <th scope="col" className="text-end">
                {t.columns.price}
              </th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const seat = t.seat(item.seat.sector, item.seat.row, item.seat.name);
              return (
                <tr key={item.id}>
                  <td>
                    {seat}
                    {live(item.expireAt) ? null : <div className="small text-danger">{t.lapsed}</div>}
                  </td>
                  <td>
                    {item.title}
                    <div className="small text-body-secondary">{formatDateTime(item.startsAt)}</div>
                  </td>
                  <td>
                    <Form.Select
                      size="sm"
                      aria-label={`${t.ticketType}: ${seat}`}
                      value={item.ticketType}
                      disabled={isLoading}
                      onChange={(event) => {
                        reset();
                        update({
                          type: 'UPDATE_ITEM',
                          itemId: item.id,
                          ticketType: event.target.value as 'ADULT',
                        });
                      }}
                    >
                      {TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t.ticketTypes[type]}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                  <td className="text-end text-nowrap">{formatPrice(item.price)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={isLoading}
                      onClick={() => {
                        reset();
                        update({ type: 'REMOVE_ITEM', itemId: item.id });
                      }}
                    >
                      {t.remove}
                      <span className="visually-hidden"> {seat}</span>
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            {cart && cart.discount > 0 ? (
              <tr>
                <th scope="row" colSpan={3}>
                  {t.discount}
                </th>
                <td className="text-end text-nowrap">−{formatPrice(cart.discount)}</td>
                <td />
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={3}>
                {t.total}
              </th>
              <td className="text-end text-nowrap fw-bold">{formatPrice(cart?.totalPrice ?? 0)}</td>
              <td />
            </tr>
          </tfoot>
        </Table>
      ) : null}
      {items.length > 0 && cart?.coupon ? (
        <p>
          {t.coupon}: <strong className="font-monospace">{cart.coupon.code}</strong>{' '}
          {cart.coupon.valid ? null : <span className="text-danger">({t.couponInvalid})</span>}{' '}
          <Button size="sm" variant="link" onClick={() => update({ type: 'REMOVE_COUPON' })}>
            {t.couponRemove}
          </Button>
        </p>
      ) : null}
      {items.length > 0 && !cart?.coupon ? (
        <Form onSubmit={applyCoupon} className="mb-2" style={{ maxWidth: '24rem' }}>
          <Form.Label htmlFor="push-coupon">{t.coupon}</Form.Label>
          <InputGroup>
            <Form.Control id="push-coupon" value={code} onChange={(event) => setCode(event.target.value)} />
            <Button type="submit" variant="outline-primary" disabled={isLoading}>
              {t.couponApply}
            </Button>
          </InputGroup>
        </Form>
      ) : null}
      {error ? <Alert variant="danger">{toApiError(error).message}</Alert> : null}
    </>
  );
}
