import { PUSH_CART_MAX_HOURS, type PushCartCreated } from '@hokej/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useCreatePushCartMutation } from '../api/pushCartAdminEndpoints.ts';
import {
  emptyPushCartForm,
  type PushCartFormErrors,
  type PushCartFormValues,
  toPushCartBody,
} from '../model/pushCartForm.ts';

const t = skAdminContent.pushCarts;
type TextKey = Exclude<keyof PushCartFormValues, 'sendEmail' | 'discountKind'>;
const DISCOUNT_KINDS = ['NONE', 'PERCENT', 'FIXED'] as const;

/** The customer's contact, the link's validity and the agreed discount; sends my cart's seats as a push cart. */
export function PushCartForm({
  disabled,
  onCreated,
}: {
  disabled: boolean;
  onCreated: (created: PushCartCreated, emailedTo: string | null) => void;
}) {
  const [values, setValues] = useState(emptyPushCartForm);
  const [errors, setErrors] = useState<PushCartFormErrors>({});
  const [create, { isLoading, error, reset }] = useCreatePushCartMutation();
  const change = (name: keyof PushCartFormValues, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    reset();
  };

  const field = (name: TextKey, label: string, type = 'text', hint?: string) => (
    <Form.Group className="col-12 col-md-6" controlId={`push-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={values[name]}
        isInvalid={Boolean(errors[name])}
        aria-describedby={hint ? `push-${name}-hint` : undefined}
        onChange={(event) => change(name, event.target.value)}
      />
      {hint ? (
        <Form.Text id={`push-${name}-hint`} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toPushCartBody(values);
    setErrors(checked.errors);
    if (!checked.body) return;
    const result = await create(checked.body);
    if ('data' in result && result.data) {
      onCreated(result.data, checked.body.sendEmail ? (checked.body.contact?.email ?? null) : null);
      setValues(emptyPushCartForm());
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t.step2}>
      <div className="row g-3 mb-3">
        {field('firstName', t.firstName)}
        {field('lastName', t.lastName)}
        {field('email', t.email, 'email')}
        {field('phoneNumber', t.phone, 'tel', t.phoneHint)}
        {field('validHours', t.validHours, 'text', t.validHoursHint(PUSH_CART_MAX_HOURS))}
      </div>
      <div className="row g-3 mb-3">
        <Form.Group className="col-12 col-md-6" controlId="push-discountKind">
          <Form.Label>{t.discountKind}</Form.Label>
          <Form.Select
            value={values.discountKind}
            aria-describedby="push-discount-hint"
            onChange={(event) => change('discountKind', event.target.value)}
          >
            {DISCOUNT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.discountKinds[kind]}
              </option>
            ))}
          </Form.Select>
          <Form.Text id="push-discount-hint" className="d-block">
            {t.discountHint}
          </Form.Text>
        </Form.Group>
        {values.discountKind === 'NONE' ? null : field('discountValue', t.discountValue)}
      </div>
      <Form.Check
        id="push-send-email"
        className="mb-3"
        label={t.sendEmail}
        checked={values.sendEmail}
        onChange={(event) => change('sendEmail', event.target.checked)}
      />
      {error ? <Alert variant="danger">{toApiError(error).message}</Alert> : null}
      {/* Without seats in my cart the button is off but still says what it does. */}
      <ShopButton type="submit" disabled={isLoading || disabled}>
        {isLoading ? t.creating : t.create}
      </ShopButton>
    </Form>
  );
}
