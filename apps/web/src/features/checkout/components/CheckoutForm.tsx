import type { CartItem, CartUpdateBody, PayAnswer, PayCartBody } from '@hokej/contract';
import { PAYMENT_TYPES, type PaymentType, type TicketType } from '@hokej/contract/constants';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ReactNode, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { type ApiError, describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import type { Cart } from '../../../shared/cart/cartApi.ts';
import { heldItems, lapsedItems } from '../../../shared/cart/cartItems.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import { followPayRedirect } from '../../../shared/payment/followPayRedirect.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { SectionCard } from '../../../shared/ui/SectionCard.tsx';
import {
  bankTransferAllowed,
  type CheckoutValues,
  checkoutOverrides,
  checkoutResolver,
  checkoutSchemaFor,
  installmentsAllowed,
  payBody,
} from '../model/checkoutForm.ts';
import { ContactFields, InvoiceFields, type PaymentOffer, PaymentTypeFields } from './CheckoutFields.tsx';
import { CheckoutItems } from './CheckoutItems.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { TicketHolderFields } from './TicketHolderFields.tsx';

const t = checkoutText.view.checkout;

type Failure = FetchBaseQueryError | SerializedError;

/** How the form changes its cart: the fan's own (PUT /v2/cart) or a push cart by its link. */
export interface CartEditing {
  change: (body: CartUpdateBody) => Promise<{ error?: Failure }>;
  busy: boolean;
}

/** How the form pays its cart: POST /v2/cart/pay or the push link's pay. */
export interface CartPaying {
  pay: (body: PayCartBody) => Promise<{ data?: PayAnswer; error?: Failure }>;
  busy: boolean;
}

/** Refusals that concern the cart itself: said above the form (the page reads the cart again). */
const CART_CODES: ReadonlySet<ApiError['code']> = new Set([
  'CART_EMPTY',
  'CART_HOLD_EXPIRED',
  'CART_PRICE_CHANGED',
  'CART_SEASON_NOT_PAYABLE',
  'COUPON_INVALID',
  'PUSH_CART_NOT_FOUND',
  'PUSH_CART_CLOSED',
  'PUSH_CART_CARD_ONLY',
]);

/** Refusals of the chosen payment type: said at the payment type, in the catalogue's words. */
const PAYMENT_TYPE_CODES: ReadonlySet<ApiError['code']> = new Set([
  'ORDER_PAYMENT_UNAUTHORIZED',
  'BANK_TRANSFER_TOO_LATE',
  'INSTALLMENTS_TOO_LATE',
  'INSTALLMENTS_SEASON_ONLY',
]);

function useCartLines(editing: CartEditing) {
  const dispatch = useDispatch();
  const run = async (body: CartUpdateBody) => {
    const result = await editing.change(body);
    if (result.error)
      dispatch(toastShown('danger', describeFailure(t.updateFailed, toApiError(result.error))));
  };
  return {
    setTicketType: (item: CartItem, ticketType: TicketType) =>
      run({ type: 'UPDATE_ITEM', itemId: item.id, ticketType }),
    setPlasticCard: (item: CartItem, plasticCard: boolean) =>
      run({ type: 'UPDATE_ITEM', itemId: item.id, plasticCard }),
    remove: (item: CartItem) => run({ type: 'REMOVE_ITEM', itemId: item.id }),
  };
}

interface CheckoutFormProps {
  cart: Cart;
  defaultValues: CheckoutValues;
  editing: CartEditing;
  paying: CartPaying;
  /** The countdown (or the link's validity) above the items. */
  timer: ReactNode;
  /** A push link is paid by card only: no transfer radio, a sentence instead. */
  cardOnly?: boolean;
  /** The types the buyer's roles allow (GET /v2/payment/types); missing: all (the API decides anyway). */
  allowedTypes?: readonly PaymentType[];
  /** The one line is given and paid at its own price (a renewal): no remove, card choice or coupon. */
  fixedLines?: boolean;
  onLeaving: () => void;
}

/** The form of a checkout: items, contact, invoice, payment type, then the summary with consents and pay. */
export function CheckoutForm({
  cart,
  defaultValues,
  editing,
  paying,
  timer,
  cardOnly = false,
  allowedTypes,
  fixedLines = false,
  onLeaving,
}: CheckoutFormProps) {
  const navigate = useNavigate();
  const lines = useCartLines(editing);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CheckoutValues>({ resolver: checkoutResolver, defaultValues });

  const items = heldItems(cart.items);
  const lapsed = lapsedItems(cart.items).length > 0;
  // A push link pays match tickets only; the fan's own cart pays season tickets too.
  const seasonRefused = cardOnly && items.some((item) => item.setupType === 'SEASON');
  const roleAllows = (type: PaymentType) => cardOnly || !allowedTypes || allowedTypes.includes(type);
  const transferAllowed = !cardOnly && bankTransferAllowed(items, Date.now() - cart.diffTimestamp);
  const offer: PaymentOffer = {
    CARD: roleAllows('CARD'),
    BANK_TRANSFER: !cardOnly && roleAllows('BANK_TRANSFER'),
    INSTALLMENTS: !cardOnly && roleAllows('INSTALLMENTS') && installmentsAllowed(items),
  };
  const payable = (type: PaymentType) => offer[type] && (type !== 'BANK_TRANSFER' || transferAllowed);
  const fallback = PAYMENT_TYPES.find(payable);
  const paymentType = watch('paymentType');
  useEffect(() => {
    // The roles' types arrived, a match came within 5 days, or a match ticket joined the season
    // tickets while the page was open: the first type still offered is chosen instead.
    if (!payable(paymentType) && fallback) setValue('paymentType', fallback);
  });

  const refuse = (values: CheckoutValues, error: ApiError) => {
    if (error.code === 'USER_TERMS_NOT_AGREED') {
      setError('termsAgreed', { type: 'server', message: t.termsRequired }, { shouldFocus: true });
    } else if (error.code === 'ORDER_CONTACT_CONSENT_MISSING') {
      setError('contactConsent', { type: 'server', message: error.message }, { shouldFocus: true });
    } else if (PAYMENT_TYPE_CODES.has(error.code)) {
      // The chosen type is refused: the club changed which roles may pay so (the offer is read again),
      // the match came too close for a transfer, or installments do not fit this cart.
      setError('paymentType', { type: 'server', message: error.message }, { shouldFocus: true });
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
    const result = await paying.pay(
      payBody(
        values,
        items.map((item) => item.id),
      ),
    );
    if (result.data) {
      // The card gateway is a full page load: the emptied cart must not flash meanwhile.
      onLeaving();
      followPayRedirect(result.data.redirectUrl, navigate);
      return;
    }
    refuse(values, toApiError(result.error));
  });

  const blocked = lapsed || seasonRefused || !fallback || items.length === 0 || cart.coupon?.valid === false;
  return (
    <Form noValidate onSubmit={submit} aria-label={t.title}>
      <FormFailure message={failure} />
      <Row className="g-4">
        <Col lg={7} className="d-flex flex-column gap-4">
          <SectionCard id="checkout-items" title={t.itemsTitle}>
            {timer}
            {seasonRefused ? (
              <Alert variant="warning" className="py-2 small">
                {t.seasonNotPayable}
              </Alert>
            ) : null}
            <CheckoutItems
              items={items}
              busy={editing.busy || paying.busy}
              onTicketType={(item, type) => void lines.setTicketType(item, type)}
              onPlasticCard={(item, plasticCard) => void lines.setPlasticCard(item, plasticCard)}
              onRemove={(item) => void lines.remove(item)}
              fixed={fixedLines}
              holderFields={(item) => (
                <TicketHolderFields
                  item={item}
                  other={Boolean(watch(`holders.${item.id}.other`))}
                  register={register}
                  errors={errors}
                />
              )}
            />
          </SectionCard>
          <SectionCard id="checkout-contact" title={t.contactTitle}>
            <ContactFields register={register} errors={errors} />
          </SectionCard>
          <SectionCard id="checkout-invoice" title={t.invoiceTitle}>
            <InvoiceFields register={register} errors={errors} isCompany={watch('isCompany')} />
          </SectionCard>
          <SectionCard id="checkout-payment" title={t.paymentTitle}>
            <PaymentTypeFields
              register={register}
              errors={errors}
              offer={offer}
              transferAllowed={transferAllowed}
              nothingPayable={!fallback}
              seasonOnlyNote={!cardOnly && roleAllows('INSTALLMENTS') && !offer.INSTALLMENTS}
              cardOnly={cardOnly}
            />
          </SectionCard>
        </Col>
        <Col lg={5}>
          <CheckoutSummary
            cart={cart}
            ticketCount={items.length}
            editing={editing}
            register={register}
            errors={errors}
            lapsed={lapsed}
            paying={paying.busy}
            blocked={blocked}
            noCoupon={fixedLines}
            submitLabel={
              paymentType === 'BANK_TRANSFER'
                ? t.submitTransfer
                : paymentType === 'INSTALLMENTS'
                  ? t.submitInstallment
                  : t.submitCard
            }
          />
        </Col>
      </Row>
    </Form>
  );
}
