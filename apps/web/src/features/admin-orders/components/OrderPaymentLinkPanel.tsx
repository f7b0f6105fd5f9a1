import type { AdminOrderDetail } from '@hokej/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { ConfirmDialog } from '../../../shared/backoffice/ConfirmDialog.tsx';
import { skAdminOrders } from '../../../shared/i18n/skAdminOrders.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import {
  useRevokeOrderPaymentLinksMutation,
  useSendOrderPaymentLinkMutation,
} from '../api/orderAdminEndpoints.ts';

const t = skAdminOrders.payLink;

/**
 * The card-payment link of an unpaid order (ADMIN, CASHIER): how many links open it, e-mail a fresh one
 * (shown once here to copy), revoke the open ones after a confirmation.
 */
export function OrderPaymentLinkPanel({ order }: { order: AdminOrderDetail }) {
  const dispatch = useShopDispatch();
  const [send, sending] = useSendOrderPaymentLinkMutation();
  const [revoke, revoking] = useRevokeOrderPaymentLinksMutation();
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const onSend = async () => {
    const result = await send(order.id);
    if ('data' in result && result.data) {
      setSentUrl(result.data.url);
      dispatch(toastShown('success', t.sent(result.data.sentTo)));
    } else {
      dispatch(toastShown('danger', toApiError(result.error).message));
    }
  };
  const close = () => {
    setAsking(false);
    revoking.reset();
  };

  return (
    <section className="mb-4" aria-labelledby="order-pay-link" data-testid="order-pay-link">
      <h2 id="order-pay-link" className="h5">
        {t.title}
      </h2>
      <p className="small text-body-secondary mb-2">{t.intro}</p>
      <p className="mb-2" data-testid="open-pay-links">
        {t.open(order.openPaymentLinks)}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" disabled={sending.isLoading} onClick={() => void onSend()}>
          {t.send}
        </Button>
        <Button
          variant="outline-danger"
          disabled={order.openPaymentLinks === 0}
          onClick={() => setAsking(true)}
        >
          {t.revoke}
        </Button>
      </div>
      {sentUrl ? (
        <Form.Group className="mt-3" controlId="sent-pay-link">
          <Form.Label className="small">{t.sentLink}</Form.Label>
          <Form.Control readOnly value={sentUrl} onFocus={(event) => event.currentTarget.select()} />
        </Form.Group>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t.revokeTitle}
          text={t.revokeText}
          confirm={t.revoke}
          busy={revoking.isLoading}
          error={revoking.error ? toApiError(revoking.error).message : null}
          onClose={close}
          onConfirm={async () => {
            const result = await revoke(order.id);
            if ('data' in result && result.data) {
              dispatch(toastShown('success', t.revoked(result.data.revoked)));
              setSentUrl(null);
              close();
            }
          }}
        />
      ) : null}
    </section>
  );
}
