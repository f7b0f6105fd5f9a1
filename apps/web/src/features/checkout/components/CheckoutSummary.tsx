import Card from 'react-bootstrap/Card';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Cart } from '../../../shared/cart/cartApi.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { CheckField } from '../../../shared/forms/CheckField.tsx';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import { articleHashes, paths } from '../../../shared/routes/paths.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { NewWindowLink } from '../../../shared/ui/NewWindowLink.tsx';
import type { CheckoutValues } from '../model/checkoutForm.ts';
import type { CartEditing } from './CheckoutForm.tsx';
import { CouponEntry } from './CouponEntry.tsx';

const t = checkoutText.view.checkout;

interface CheckoutSummaryProps {
  cart: Cart;
  ticketCount: number;
  editing: CartEditing;
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  lapsed: boolean;
  paying: boolean;
  blocked: boolean;
  submitLabel: string;
  /** No coupon applies (a renewal is paid at its own price). */
  noCoupon?: boolean;
}

/** The summary beside the form: coupon, subtotal and discount, the total, both consents and pay. */
export function CheckoutSummary({
  cart,
  ticketCount,
  editing,
  register,
  errors,
  lapsed,
  paying,
  blocked,
  submitLabel,
  noCoupon = false,
}: CheckoutSummaryProps) {
  const subtotal = cart.totalPrice + cart.discount;
  return (
    <Card as="section" aria-labelledby="checkout-summary-title" className="shadow-sm checkout-summary">
      <Card.Body className="p-3 p-md-4">
        <h2 id="checkout-summary-title" className="h5 mb-3">
          {t.summaryTitle}
        </h2>
        {noCoupon ? null : <CouponEntry coupon={cart.coupon} editing={editing} disabled={paying} />}
        <dl className="mb-3">
          {cart.discount > 0 ? (
            <>
              <div className="d-flex justify-content-between">
                <dt className="fw-normal">
                  {t.subtotal}{' '}
                  <span className="text-body-secondary small">
                    ({checkoutText.t('checkout.ticketCount', { count: ticketCount })})
                  </span>
                </dt>
                <dd className="mb-0" data-testid="checkout-subtotal">
                  {formatPrice(subtotal)}
                </dd>
              </div>
              <div className="d-flex justify-content-between">
                <dt className="fw-normal">
                  {checkoutText.t('checkout.discount', { code: cart.coupon?.code ?? '' })}
                </dt>
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
                <span className="text-body-secondary small">
                  ({checkoutText.t('checkout.ticketCount', { count: ticketCount })})
                </span>
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
          {paying ? t.submitting : submitLabel}
        </ShopButton>
      </Card.Body>
    </Card>
  );
}
