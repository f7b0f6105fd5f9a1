import type { CouponKind } from '@hokej/contract/constants';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { toDateTimeInput } from '../../../shared/backoffice/dateTimeInput.ts';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { useCreateCouponMutation } from '../api/couponAdminEndpoints.ts';
import { type CouponFormErrors, type CouponFormValues, toCouponBody } from '../model/couponForm.ts';

const t = skAdminContent.coupons;

const initial = (): CouponFormValues => {
  const now = new Date();
  return {
    code: '',
    kind: 'PERCENT',
    value: '',
    validFrom: toDateTimeInput(now),
    validTo: toDateTimeInput(new Date(now.getTime() + 30 * 86_400_000)),
    usageLimit: '',
    setupId: '',
  };
};

type FieldProps = {
  name: keyof CouponFormValues;
  label: string;
  type?: string;
  hint?: string;
  values: CouponFormValues;
  errors: CouponFormErrors;
  onChange: (name: keyof CouponFormValues, value: string) => void;
};

function Field({ name, label, type = 'text', hint, values, errors, onChange }: FieldProps) {
  const id = `coupon-${name}`;
  return (
    <Form.Group className="col-12 col-md-6 col-xl-4" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={values[name]}
        isInvalid={Boolean(errors[name])}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {hint ? (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** A new coupon: code, kind and value, validity window, limit, optionally one match or season. */
export function CouponCreateForm({ onCreated }: { onCreated: (code: string) => void }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [create, { isLoading, error, reset }] = useCreateCouponMutation();
  const onChange = (name: keyof CouponFormValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    reset();
  };
  const common = { values, errors, onChange };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toCouponBody(values);
    setErrors(checked.errors);
    if (!checked.body) return;
    const result = await create(checked.body);
    if ('data' in result && result.data) {
      onCreated(result.data.code);
      setValues(initial());
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t.newCoupon}>
      <div className="row g-3 mb-3">
        <Field name="code" label={t.form.code} hint={t.form.codeHint} {...common} />
        <Form.Group className="col-12 col-md-6 col-xl-4" controlId="coupon-kind">
          <Form.Label>{t.form.kind}</Form.Label>
          <Form.Select
            value={values.kind}
            onChange={(event) => onChange('kind', event.target.value as CouponKind)}
          >
            <option value="PERCENT">{t.kinds.PERCENT}</option>
            <option value="FIXED">{t.kinds.FIXED}</option>
          </Form.Select>
        </Form.Group>
        <Field name="value" label={values.kind === 'PERCENT' ? t.form.percent : t.form.amount} {...common} />
        <Field name="validFrom" label={t.form.validFrom} type="datetime-local" {...common} />
        <Field name="validTo" label={t.form.validTo} type="datetime-local" {...common} />
        <Field name="usageLimit" label={t.form.usageLimit} hint={t.form.usageLimitHint} {...common} />
        <Field name="setupId" label={t.form.setupId} hint={t.form.setupHint} {...common} />
      </div>
      {error ? <Alert variant="danger">{toApiError(error).message}</Alert> : null}
      <SubmitButton label={t.form.create} busyLabel={skAdminContent.common.saving} busy={isLoading} />
    </Form>
  );
}
