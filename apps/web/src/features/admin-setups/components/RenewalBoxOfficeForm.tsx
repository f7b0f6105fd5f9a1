import { type AdminRenewalOffer, OrderContact, PAYMENT_TYPES, type PaymentType } from '@hokej/contract';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { fieldErrorsOf, toApiError } from '../../../shared/api/apiError.ts';
import { validateAgainst } from '../../../shared/forms/schemaValidation.ts';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useRenewForHolderMutation } from '../api/renewalAdminEndpoints.ts';

const t = skRenewalsAdmin.boxOffice;
const CONTACT_FIELDS = [
  ['firstName', t.firstName, 'text', 'given-name'],
  ['lastName', t.lastName, 'text', 'family-name'],
  ['email', t.email, 'email', 'email'],
  ['phoneNumber', t.phone, 'tel', 'tel'],
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number][0];

/** The box office renews one offer for its holder: payment type, the order contact (from the account), consents. */
export function RenewalBoxOfficeForm({ offer, onClose }: { offer: AdminRenewalOffer; onClose: () => void }) {
  const [renew, renewing] = useRenewForHolderMutation();
  const [paymentType, setPaymentType] = useState<PaymentType>('BANK_TRANSFER');
  const [contact, setContact] = useState<Record<ContactField, string>>({
    firstName: offer.holderFirstName,
    lastName: offer.holderLastName,
    email: offer.holderEmail,
    phoneNumber: offer.holderPhone ?? '',
  });
  const [agreed, setAgreed] = useState({ terms: false, consent: false });
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const seat = t.seatShort(offer.seat.sector, offer.seat.row, offer.seat.name);
  const prefix = `box-office-${offer.id}`;

  useEffect(() => heading.current?.focus(), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const messages = validateAgainst(OrderContact, contact);
    setInvalid(messages);
    if (Object.keys(messages).length > 0) return;
    await renew({
      offerId: offer.id,
      body: { paymentType, contact, termsAgreed: agreed.terms, contactConsent: agreed.consent },
    });
  }

  if (renewing.data)
    return (
      <Alert variant="success" className="mt-3" role="status">
        <p className="mb-2">{t.done}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary btn-sm" to={paths.adminOrder(renewing.data.orderId)}>
            {t.order}
          </Link>
          {paymentType === 'CARD' ? (
            <a className="btn btn-outline-primary btn-sm" href={renewing.data.redirectUrl}>
              {t.payNow}
            </a>
          ) : null}
        </div>
      </Alert>
    );

  const serverFields = renewing.isError ? fieldErrorsOf(toApiError(renewing.error)) : [];
  return (
    <Form
      onSubmit={submit}
      noValidate
      className="border rounded p-3 mt-3"
      aria-labelledby={`${prefix}-title`}
    >
      <h3 id={`${prefix}-title`} ref={heading} tabIndex={-1} className="h6">
        {t.formTitle(offer.holderName, seat)}
      </h3>
      <div className="row g-3">
        <Form.Group className="col-12 col-md-6" controlId={`${prefix}-payment`}>
          <Form.Label>{t.payment}</Form.Label>
          <Form.Select value={paymentType} onChange={(e) => setPaymentType(e.target.value as PaymentType)}>
            {PAYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.payments[type]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {CONTACT_FIELDS.map(([field, label, type, autoComplete]) => (
          <Form.Group key={field} className="col-12 col-md-6" controlId={`${prefix}-${field}`}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              type={type}
              autoComplete={autoComplete}
              value={contact[field]}
              isInvalid={Boolean(invalid[field])}
              onChange={(e) => setContact({ ...contact, [field]: e.target.value })}
            />
            <Form.Control.Feedback type="invalid">{invalid[field]}</Form.Control.Feedback>
          </Form.Group>
        ))}
      </div>
      <Form.Check
        className="mt-3"
        id={`${prefix}-terms`}
        label={t.terms}
        checked={agreed.terms}
        onChange={(e) => setAgreed({ ...agreed, terms: e.target.checked })}
      />
      <Form.Check
        id={`${prefix}-consent`}
        label={t.consent}
        checked={agreed.consent}
        onChange={(e) => setAgreed({ ...agreed, consent: e.target.checked })}
      />
      {renewing.isError ? (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          <p className="mb-0">{toApiError(renewing.error).message}</p>
          {serverFields.length > 0 ? (
            <ul className="mb-0 mt-1">
              {serverFields.map((f) => (
                <li key={`${f.field}-${f.keyword}`}>{f.message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" disabled={renewing.isLoading}>
          {t.submit}
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          {t.cancel}
        </Button>
      </div>
    </Form>
  );
}
