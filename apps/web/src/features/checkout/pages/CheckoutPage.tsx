import type { MyAccount } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { CartCountdown } from '../../../shared/cart/CartCountdown.tsx';
import { type Cart, useUpdateCartMutation } from '../../../shared/cart/cartApi.ts';
import { useCart } from '../../../shared/cart/useCart.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import { usePaymentTypesQuery } from '../../../shared/payment/paymentTypesApi.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import { useCheckoutAccountQuery, usePayCartMutation } from '../api/checkoutEndpoints.ts';
import { CheckoutForm } from '../components/CheckoutForm.tsx';
import { Redirecting } from '../components/Redirecting.tsx';
import { checkoutValues } from '../model/checkoutForm.ts';

const t = checkoutText.view.checkout;

function Loading() {
  return <Skeleton />;
}

/** The fan's own cart: PUT /v2/cart and POST /v2/cart/pay, prefilled from the account. */
function OwnCheckoutForm({
  cart,
  account,
  onLeaving,
}: {
  cart: Cart;
  account: MyAccount | undefined;
  onLeaving: () => void;
}) {
  const [updateCart, updating] = useUpdateCartMutation();
  const [payCart, paying] = usePayCartMutation();
  const types = usePaymentTypesQuery();
  return (
    <CheckoutForm
      cart={cart}
      defaultValues={checkoutValues(account)}
      editing={{ change: (body) => updateCart(body), busy: updating.isLoading }}
      paying={{ pay: (body) => payCart(body), busy: paying.isLoading }}
      timer={<CartCountdown cart={cart} className="d-block mb-2" />}
      allowedTypes={types.data?.allowed}
      onLeaving={onLeaving}
    />
  );
}

/** /checkout: the held cart and how it is paid (spec section 2). */
export function CheckoutPage() {
  const cart = useCart();
  const account = useCheckoutAccountQuery();
  const [leaving, setLeaving] = useState(false);
  if (leaving) return <Redirecting />;
  const loading = cart.isLoading || account.isLoading;
  const empty = cart.data && cart.data.items.length === 0;
  return (
    <>
      <h1 className="h2 mb-3">{t.title}</h1>
      {loading ? <Loading /> : null}
      {cart.isError && !cart.data ? (
        <Alert variant="danger">
          <p>{t.loadFailed}</p>
          <ShopButton variant="danger" onClick={() => cart.refetch()}>
            {sk.common.tryAgain}
          </ShopButton>
        </Alert>
      ) : null}
      {!loading && empty ? (
        <Card className="shadow-sm">
          <Card.Body>
            <p className="fw-semibold mb-1">{t.empty}</p>
            <p className="text-body-secondary">{t.emptyHint}</p>
            <div className="d-flex flex-wrap gap-2">
              <Link to={paths.events} className="btn btn-primary">
                {t.chooseSeats}
              </Link>
              <Link to={paths.myOrders} className="btn btn-outline-secondary">
                {sk.menu.myOrders}
              </Link>
            </div>
          </Card.Body>
        </Card>
      ) : null}
      {!loading && cart.data && !empty ? (
        <OwnCheckoutForm cart={cart.data} account={account.data} onLeaving={() => setLeaving(true)} />
      ) : null}
    </>
  );
}
