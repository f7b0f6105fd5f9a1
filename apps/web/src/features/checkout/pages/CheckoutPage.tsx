import type { CartItem, MyAccount, TicketType } from '@hokej/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { type ApiError, describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { CartCountdown } from '../../../shared/cart/CartCountdown.tsx';
import { type Cart, useUpdateCartMutation } from '../../../shared/cart/cartApi.ts';
import { heldItems, lapsedItems } from '../../../shared/cart/cartItems.ts';
import { useCart } from '../../../shared/cart/useCart.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { CheckField } from '../../../shared/forms/CheckField.tsx';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { followPayRedirect } from '../../../shared/payment/followPayRedirect.ts';
import { articleHashes, paths } from '../../../shared/routes/paths.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { NewWindowLink } from '../../../shared/ui/NewWindowLink.tsx';
import { SectionCard } from '../../../shared/ui/SectionCard.tsx';
import { useCheckoutAccountQuery, usePayCartMutation } from '../api/checkoutEndpoints.ts';
import { ContactFields, InvoiceFields, PaymentTypeFields } from '../components/CheckoutFields.tsx';
import { CheckoutItems } from '../components/CheckoutItems.tsx';
import { CouponEntry } from '../components/CouponEntry.tsx';
import {
  bankTransferAllowed,
  type CheckoutValues,
  checkoutOverrides,
  checkoutResolver,
  checkoutSchemaFor,
  checkoutValues,
  payBody,
} from '../model/checkoutForm.ts';

const t = skCheckout.checkout;

/** Refusals that concern the cart itself: said above the form, and the cart is read again. */
const CART_CODES: ReadonlySet<ApiError['code']> = new Set([
  'CART_EMPTY',
  'CART_HOLD_EXPIRED',
  'CART_PRICE_CHANGED',
  'CART_SEASON_NOT_PAYABLE',
  'COUPON_INVALID',
]);

function Loading() {
  return (
    <Spinner animation="border" role="status">
      <span className="visually-hidden">{sk.common.loading}</span>
    </Spinner>
  );
}

function useCartLines() {
  const dispatch = useDispatch();
  const [updateCart, { isLoading }] = useUpdateCartMutation();
  const run = async (body: Parameters<typeof updateCart>[0]) => {
    const result = await updateCart(body);
    if (result.error)
      dispatch(toastShown('danger', describeFailure(t.updateFailed, toApiError(result.error))));
  };
  return {
    busy: isLoading,
    setTicketType: (item: CartItem, ticketType: TicketType) =>
      run({ type: 'UPDATE_ITEM', itemId: item.id, ticketType }),
    remove: (item: CartItem) => run({ type: 'REMOVE_ITEM', itemId: item.id }),
  };
}

/** The form of the checkout: items, contact, invoice, payment type, then the summary with consents and pay. */
function CheckoutForm({
  cart,
  account,
  onLeaving,
}: {
  cart: Cart;
  account: MyAccount | undefined;
  onLeaving: () => void;
}) {
  const navigate = useNavigate();
  const lines = useCartLines();
  const [payCart, { isLoading: paying }] = usePayCartMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CheckoutValues>({ resolver: checkoutResolver, defaultValues: checkoutValues(account) });

  const items = heldItems(cart.items);
  const lapsed = lapsedItems(cart.items).length > 0;
  const hasSeason = items.some((item) => item.setupType === 'SEASON');
  const transferAllowed = bankTransferAllowed(items, Date.now() - cart.diffTimestamp);
  const paymentType = watch('paymentType');
  useEffect(() => {
    // A match came within 5 days while the page was open: the transfer is no longer on offer.
    if (!transferAllowed && paymentType === 'BANK_TRANSFER') setValue('paymentType', 'CARD');
  }, [transferAllowed, paymentType, setValue]);

  const refuse = (values: CheckoutValues, error: ApiError) => {
    if (error.code === 'USER_TERMS_NOT_AGREED') {
      setError('termsAgreed', { type: 'server', message: t.termsRequired }, { shouldFocus: true });
    } else if (error.code === 'ORDER_CONTACT_CONSENT_MISSING') {
      setError('contactConsent', { type: 'server', message: error.message }, { shouldFocus: true });
    } else if (
      error.code === 'ORDER_PAYMENT_UNAUTHORIZED' &&
      error.data?.reason === 'BANK_TRANSFER_TOO_LATE'
    ) {
      setError('paymentType', { type: 'server', message: t.bankTransferTooLate });
    } else if (CART_CODES.has(error.code)) {
      setFailure(error.message);
    } else {
      const onFields = showOnFields(error, {
        schema: checkoutSchemaFor(values),
        overrides: checkoutOverrides,
        setError,
      });
      if (!onFields) setFailure(describeFailure(t.failed, error));
    }
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await payCart(payBody(values));
    if (result.data) {
      // The card gateway is a full page load: the emptied cart must not flash meanwhile.
      onLeaving();
      followPayRedirect(result.data.redirectUrl, navigate);
      return;
    }
    refuse(values, toApiError(result.error));
  });

  const blocked = lapsed || hasSeason || items.length === 0 || cart.coupon?.valid === false;
  const subtotal = cart.totalPrice + cart.discount;
  return (
    <Form noValidate onSubmit={submit} aria-label={t.title}>
      <FormFailure message={failure} />
      <Row className="g-4">
        <Col lg={7} className="d-flex flex-column gap-4">
          <SectionCard id="checkout-items" title={t.itemsTitle}>
            <CartCountdown cart={cart} className="d-block mb-2" />
            {hasSeason ? (
              <Alert variant="warning" className="py-2 small">
                {t.seasonNotPayable}
              </Alert>
            ) : null}
            <CheckoutItems
              items={items}
              busy={lines.busy || paying}
              onTicketType={(item, type) => void lines.setTicketType(item, type)}
              onRemove={(item) => void lines.remove(item)}
            />
          </SectionCard>
          <SectionCard id="checkout-contact" title={t.contactTitle}>
            <ContactFields register={register} errors={errors} />
          </SectionCard>
          <SectionCard id="checkout-invoice" title={t.invoiceTitle}>
            <InvoiceFields register={register} errors={errors} isCompany={watch('isCompany')} />
          </SectionCard>
          <SectionCard id="checkout-payment" title={t.paymentTitle}>
            <PaymentTypeFields register={register} errors={errors} transferAllowed={transferAllowed} />
          </SectionCard>
        </Col>
        <Col lg={5}>
          <Card as="section" aria-labelledby="checkout-summary-title" className="shadow-sm checkout-summary">
            <Card.Body className="p-3 p-md-4">
              <h2 id="checkout-summary-title" className="h5 mb-3">
                {t.summaryTitle}
              </h2>
              <CouponEntry coupon={cart.coupon} disabled={paying} />
              <dl className="mb-3">
                {cart.discount > 0 ? (
                  <>
                    <div className="d-flex justify-content-between">
                      <dt className="fw-normal">
                        {t.subtotal}{' '}
                        <span className="text-body-secondary small">({t.ticketCount(items.length)})</span>
                      </dt>
                      <dd className="mb-0" data-testid="checkout-subtotal">
                        {formatPrice(subtotal)}
                      </dd>
                    </div>
                    <div className="d-flex justify-content-between">
                      <dt className="fw-normal">{t.discount(cart.coupon?.code ?? '')}</dt>
                      <dd className="mb-0" data-testid="checkout-discount">
                        −{formatPrice(cart.discount)}
                      </dd>
                    </div>
                  </>
                ) : null}
                <div className="d-flex justify-content-between align-items-baseline">
                  <dt className="fw-normal">
                    {t.total}{' '}
                    {cart.discount > 0 ? null : (
                      <span className="text-body-secondary small">({t.ticketCount(items.length)})</span>
                    )}
                  </dt>
                  <dd className="fs-4 fw-bold mb-0" data-testid="checkout-total">
                    {formatPrice(cart.totalPrice)}
                  </dd>
                </div>
              </dl>
              <CheckField
                id="checkout-terms"
                label={
                  <>
                    {t.termsBefore}
                    <NewWindowLink href={paths.article(articleHashes.terms)}>{t.termsLink}</NewWindowLink>
                    {t.termsAfter}
                  </>
                }
                error={errors.termsAgreed?.message}
                registration={register('termsAgreed')}
              />
              <CheckField
                id="checkout-contact-consent"
                label={t.contactConsent}
                error={errors.contactConsent?.message}
                registration={register('contactConsent')}
              />
              {lapsed ? <p className="small text-danger">{t.lapsedBlock}</p> : null}
              <ShopButton type="submit" size="lg" className="w-100" disabled={paying || blocked}>
                {paying ? t.submitting : paymentType === 'BANK_TRANSFER' ? t.submitTransfer : t.submitCard}
              </ShopButton>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}

/** /checkout: the held cart and how it is paid (spec section 2). */
export function CheckoutPage() {
  const cart = useCart();
  const account = useCheckoutAccountQuery();
  const [leaving, setLeaving] = useState(false);
  if (leaving) {
    return (
      <>
        <h1 className="h2 mb-3">{t.title}</h1>
        <div className="d-flex align-items-center gap-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t.redirecting}</span>
        </div>
      </>
    );
  }
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
        <CheckoutForm cart={cart.data} account={account.data} onLeaving={() => setLeaving(true)} />
      ) : null}
    </>
  );
}
