import { PushId } from '@hokej/contract';
import { SUPPORT_EMAIL } from '@hokej/contract/constants';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { CartCountdown } from '../../../shared/cart/CartCountdown.tsx';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import { CardPaymentUnavailable } from '../../../shared/payment/CardPaymentUnavailable.tsx';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import {
  type PushCart,
  usePayPushCartMutation,
  usePushCartQuery,
  useUpdatePushCartMutation,
} from '../api/pushCartEndpoints.ts';
import { CheckoutForm } from '../components/CheckoutForm.tsx';
import { Redirecting } from '../components/Redirecting.tsx';
import { pushCheckoutValues } from '../model/checkoutForm.ts';

const t = checkoutText.view.checkout;
const tp = checkoutText.view.pushCheckout;
const pushIdPattern = new RegExp(PushId.pattern ?? '');

/** Unknown, expired, revoked or malformed: one page, with whom to ask. */
export function PushLinkGone() {
  return (
    <div className="page-narrow">
      <h1 className="h2 mb-3">{tp.goneTitle}</h1>
      <Alert variant="warning" data-testid="push-link-gone">
        <p>{tp.goneText}</p>
        <p className="mb-0">
          {tp.goneHelp}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Alert>
    </div>
  );
}

/** The link's validity, and under 24 h the countdown to it (the cart's own countdown, on the link's expiry). */
function PushTimer({ cart, onExpired }: { cart: PushCart; onExpired: () => void }) {
  return (
    <div className="mb-2">
      <p className="small text-body-secondary mb-1" data-testid="push-valid-until">
        {checkoutText.t('pushCheckout.validUntil', { dateTime: formatDateTime(cart.expiresAt) })}
      </p>
      <CartCountdown
        cart={cart}
        expiresAt={Date.parse(cart.expiresAt)}
        onExpired={onExpired}
        className="d-block"
      />
    </div>
  );
}

function PushCheckoutForm({
  pushId,
  cart,
  onLeaving,
}: {
  pushId: string;
  cart: PushCart;
  onLeaving: () => void;
}) {
  const { refetch } = usePushCartQuery(pushId);
  const [updatePushCart, updating] = useUpdatePushCartMutation();
  const [payPushCart, paying] = usePayPushCartMutation();
  const pay = async (body: Parameters<typeof payPushCart>[0]['body']) => {
    const result = await payPushCart({ pushId, body });
    // A refusal may mean the cart changed (or the link was revoked): read it again.
    if (result.error) void refetch();
    return result;
  };
  return (
    <CheckoutForm
      cart={cart}
      defaultValues={pushCheckoutValues(cart.contact)}
      editing={{ change: (body) => updatePushCart({ pushId, body }), busy: updating.isLoading }}
      paying={{ pay, busy: paying.isLoading }}
      timer={<PushTimer cart={cart} onExpired={() => void refetch()} />}
      cardOnly
      onLeaving={onLeaving}
    />
  );
}

/** The link opens no cart: unknown, expired, revoked, or its order is settled. */
const LINK_GONE: ReadonlySet<string> = new Set(['PUSH_CART_NOT_FOUND', 'PUSH_CART_CLOSED']);

/** /checkout/push/:uuid: a cart the club prepared, paid by card without an account (spec section 2). */
export function PushCheckoutPage() {
  const { uuid = '' } = useParams();
  const wellFormed = pushIdPattern.test(uuid);
  const cart = usePushCartQuery(uuid, { skip: !wellFormed });
  const [leaving, setLeaving] = useState(false);
  if (leaving) return <Redirecting />;
  const gone = !wellFormed || (cart.isError && LINK_GONE.has(toApiError(cart.error).code));
  if (gone) return <PushLinkGone />;
  // A push cart is paid by card only: a shop that takes no cards now cannot sell it.
  if (cart.isError && toApiError(cart.error).code === 'PAYMENT_TYPE_UNAVAILABLE')
    return <CardPaymentUnavailable />;
  const empty = cart.data && cart.data.items.length === 0;
  return (
    <>
      <h1 className="h2 mb-2">{t.title}</h1>
      <p className="text-body-secondary mb-3">{tp.intro}</p>
      {cart.isLoading ? <Skeleton /> : null}
      {cart.isError && !cart.data ? (
        <Alert variant="danger">
          <p>{t.loadFailed}</p>
          <ShopButton variant="danger" onClick={() => cart.refetch()}>
            {sk.common.tryAgain}
          </ShopButton>
        </Alert>
      ) : null}
      {empty ? (
        <Card className="shadow-sm">
          <Card.Body>
            <p className="fw-semibold mb-1">{tp.empty}</p>
            <p className="text-body-secondary mb-0">{tp.emptyHint}</p>
          </Card.Body>
        </Card>
      ) : null}
      {cart.data && !empty ? (
        <PushCheckoutForm pushId={uuid} cart={cart.data} onLeaving={() => setLeaving(true)} />
      ) : null}
    </>
  );
}
