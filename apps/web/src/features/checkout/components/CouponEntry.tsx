import type { CartCoupon } from '@hokej/contract';
import { patterns } from '@hokej/contract/constants';
import { type KeyboardEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { errorAdded } from '../../../shared/errors/errorsSlice.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import type { CartEditing } from './CheckoutForm.tsx';

const t = checkoutText.view.coupon;
const codePattern = new RegExp(patterns.code);
const MAX_LENGTH = 32;

/** What a coupon is worth, as the fan reads it: "10 %" or "5,00 €". */
const worth = (coupon: CartCoupon) =>
  checkoutText.t(`coupon.worth.${coupon.kind}`, {
    value: coupon.kind === 'PERCENT' ? String(coupon.value) : formatPrice(coupon.value),
  });

/**
 * The coupon of the checkout: a code and "Uplatniť", or the applied coupon and "Odstrániť". An unknown
 * code goes to the global error dialog (spec section 8); an invalid one is said at the field. It is no
 * form of its own (it sits inside the checkout form): Enter applies the code instead of paying.
 */
export function CouponEntry({
  coupon,
  editing,
  disabled,
}: {
  coupon: CartCoupon | null;
  editing: CartEditing;
  disabled?: boolean;
}) {
  const dispatch = useDispatch();
  // Only this entry's own call says "Overuje sa…"; any change of the cart disables it.
  const [applying, setApplying] = useState(false);
  const isLoading = editing.busy || applying;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = async () => {
    const typed = code.trim();
    const problem = typed === '' ? t.required : codePattern.test(typed) ? null : t.wrongFormat;
    setError(problem);
    if (problem) return;
    setApplying(true);
    const result = await editing.change({ type: 'ADD_COUPON', code: typed });
    setApplying(false);
    if (!result.error) {
      setCode('');
      return;
    }
    const failure = toApiError(result.error);
    if (failure.status === 404) {
      dispatch(errorAdded({ code: 'COUPON_NOT_FOUND', message: t.notFound, status: 404 }));
    } else if (failure.code === 'COUPON_INVALID') {
      setError(t.invalid);
    } else {
      setError(describeFailure(t.failed, failure));
    }
  };

  const remove = async () => {
    const result = await editing.change({ type: 'REMOVE_COUPON' });
    setError(result.error ? describeFailure(t.removeFailed, toApiError(result.error)) : null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  if (coupon) {
    return (
      <div className="mb-3" data-testid="checkout-coupon">
        <div className="d-flex justify-content-between align-items-center gap-2">
          <span>
            {t.applied} <strong>{coupon.code}</strong> ({worth(coupon)})
          </span>
          <ShopButton
            variant="secondary"
            size="sm"
            aria-label={checkoutText.t('coupon.removeLabel', { code: coupon.code })}
            disabled={disabled || isLoading}
            onClick={() => void remove()}
          >
            {t.remove}
          </ShopButton>
        </div>
        {!coupon.valid ? <p className="small text-danger mb-0 mt-1">{t.noLongerValid}</p> : null}
        {error ? <p className="small text-danger mb-0 mt-1">{error}</p> : null}
      </div>
    );
  }
  return (
    <Form.Group controlId="checkout-coupon-code" className="mb-3">
      <Form.Label>{t.label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          isInvalid={error !== null}
          aria-invalid={error !== null}
          aria-describedby={error ? 'checkout-coupon-error' : undefined}
          maxLength={MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <ShopButton variant="secondary" disabled={disabled || isLoading} onClick={() => void apply()}>
          {applying ? t.applying : t.apply}
        </ShopButton>
        <Form.Control.Feedback type="invalid" id="checkout-coupon-error">
          {error}
        </Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
