import type { AdminCoupon } from '@hokej/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { fromDateTimeInput, toDateTimeInput } from '../../../shared/backoffice/dateTimeInput.ts';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';
import { useUpdateCouponMutation } from '../api/couponAdminEndpoints.ts';
import { parseLimit } from '../model/couponForm.ts';

const t = skAdminContent.coupons;

/** Changes a coupon's usage limit (empty: unlimited) and the end of its validity. */
export function CouponEditDialog({
  coupon,
  onClose,
  onSaved,
}: {
  coupon: AdminCoupon;
  onClose: () => void;
  onSaved: (code: string) => void;
}) {
  const [limit, setLimit] = useState(coupon.usageLimit === null ? '' : String(coupon.usageLimit));
  const [validTo, setValidTo] = useState(toDateTimeInput(coupon.validTo));
  const [invalid, setInvalid] = useState<{ limit?: boolean; validTo?: boolean }>({});
  const [update, { isLoading, error }] = useUpdateCouponMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const usageLimit = parseLimit(limit);
    const end = fromDateTimeInput(validTo);
    setInvalid({ limit: usageLimit === undefined, validTo: !end });
    if (usageLimit === undefined || !end) return;
    const result = await update({ id: coupon.id, body: { usageLimit, validTo: end } });
    if ('data' in result && result.data) onSaved(coupon.code);
  };

  return (
    <ShopDialog show title={t.editTitle(coupon.code)} titleId="coupon-edit-title" onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <Form.Group className="mb-3" controlId="coupon-edit-limit">
          <Form.Label>{t.form.usageLimit}</Form.Label>
          <Form.Control
            value={limit}
            isInvalid={invalid.limit}
            inputMode="numeric"
            aria-describedby="coupon-edit-limit-hint"
            onChange={(event) => setLimit(event.target.value)}
          />
          <Form.Text id="coupon-edit-limit-hint">
            {t.form.usageLimitHint} {t.uses(coupon.usedCount, coupon.usageLimit)}
          </Form.Text>
          <Form.Control.Feedback type="invalid">{t.form.wholeNumber}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="coupon-edit-valid-to">
          <Form.Label>{t.form.validTo}</Form.Label>
          <Form.Control
            type="datetime-local"
            value={validTo}
            isInvalid={invalid.validTo}
            onChange={(event) => setValidTo(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{t.form.dateInvalid}</Form.Control.Feedback>
        </Form.Group>
        {error ? <Alert variant="danger">{toApiError(error).message}</Alert> : null}
        <div className="d-flex gap-2 justify-content-end">
          <Button variant="secondary" onClick={onClose}>
            {skAdminContent.common.cancel}
          </Button>
          <SubmitButton
            label={skAdminContent.common.save}
            busyLabel={skAdminContent.common.saving}
            busy={isLoading}
          />
        </div>
      </Form>
    </ShopDialog>
  );
}
