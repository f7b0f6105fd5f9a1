import type { PaymentType } from '@hokej/contract/constants';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InvoiceDetailsFields } from '../../../shared/forms/InvoiceDetailsFields.tsx';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { checkoutText } from '../../../shared/i18n/skCheckoutPage.ts';
import type { CheckoutValues } from '../model/checkoutForm.ts';

const t = checkoutText.view.checkout;

type FieldsProps = { register: UseFormRegister<CheckoutValues>; errors: FieldErrors<CheckoutValues> };

/** Who the order is for; prefilled from the account. */
export function ContactFields({ register, errors }: FieldsProps) {
  const e = errors.contact;
  return (
    <>
      <p className="text-body-secondary small">{t.contactIntro}</p>
      <Row>
        <Col sm={6}>
          <TextField
            id="checkout-first-name"
            label={t.firstName}
            autoComplete="given-name"
            error={e?.firstName?.message}
            registration={register('contact.firstName')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id="checkout-last-name"
            label={t.lastName}
            autoComplete="family-name"
            error={e?.lastName?.message}
            registration={register('contact.lastName')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id="checkout-email"
            label={t.email}
            type="email"
            autoComplete="email"
            error={e?.email?.message}
            registration={register('contact.email')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id="checkout-phone"
            label={t.phone}
            type="tel"
            autoComplete="tel"
            hint={t.phoneHint}
            error={e?.phoneNumber?.message}
            registration={register('contact.phoneNumber')}
          />
        </Col>
      </Row>
    </>
  );
}

/** The invoice address and, for a company, its name and ids; prefilled from the account. */
export function InvoiceFields({ register, errors, isCompany }: FieldsProps & { isCompany: boolean }) {
  return (
    <>
      <p className="text-body-secondary small">{t.invoiceIntro}</p>
      <InvoiceDetailsFields
        idPrefix="checkout"
        field={(name) => register(`invoice.${name}`)}
        companyToggle={register('isCompany')}
        isCompany={isCompany}
        errors={errors.invoice}
        lastClassName="mb-0"
      />
    </>
  );
}

/**
 * Card, or a bank transfer when every match is at least 5 days away, or installments when the cart holds
 * only season tickets.
 */
/** One payment type's radio with its name and a line on how it is paid. */
function PaymentOption({
  id,
  type,
  title,
  hint,
  disabled = false,
  register,
}: {
  id: string;
  type: PaymentType;
  title: string;
  hint: string;
  disabled?: boolean;
  register: UseFormRegister<CheckoutValues>;
}) {
  return (
    <Form.Check id={id} type="radio" className="mb-3">
      <Form.Check.Input type="radio" value={type} disabled={disabled} {...register('paymentType')} />
      <Form.Check.Label>
        <span className="d-block fw-semibold">{title}</span>
        <span className="d-block small text-body-secondary">{hint}</span>
      </Form.Check.Label>
    </Form.Check>
  );
}

/** Which payment types the buyer is offered: the roles' settings and the cart's kind (season only for installments). */
export type PaymentOffer = Record<PaymentType, boolean>;

export function PaymentTypeFields({
  register,
  errors,
  offer,
  transferAllowed,
  seasonOnlyNote = false,
  nothingPayable = false,
  cardOnly = false,
}: FieldsProps & {
  offer: PaymentOffer;
  transferAllowed: boolean;
  /** Installments would be allowed, but not for this cart (match tickets): say they are for season tickets. */
  seasonOnlyNote?: boolean;
  /** No type offered can pay this cart (e.g. only a transfer is allowed and the match is near). */
  nothingPayable?: boolean;
  cardOnly?: boolean;
}) {
  const error = errors.paymentType?.message;
  if (cardOnly) {
    return (
      <fieldset>
        <legend className="visually-hidden">{t.paymentTitle}</legend>
        <PaymentOption
          id="checkout-pay-card"
          type="CARD"
          title={t.card}
          hint={t.cardHint}
          register={register}
        />
        <p className="small text-body-secondary mb-0">{checkoutText.view.pushCheckout.cardOnly}</p>
      </fieldset>
    );
  }
  return (
    <fieldset aria-describedby={error ? 'checkout-payment-error' : undefined}>
      <legend className="visually-hidden">{t.paymentTitle}</legend>
      {offer.CARD ? (
        <PaymentOption
          id="checkout-pay-card"
          type="CARD"
          title={t.card}
          hint={t.cardHint}
          register={register}
        />
      ) : null}
      {offer.BANK_TRANSFER ? (
        <PaymentOption
          id="checkout-pay-transfer"
          type="BANK_TRANSFER"
          title={t.bankTransfer}
          hint={t.bankTransferHint}
          disabled={!transferAllowed}
          register={register}
        />
      ) : null}
      {offer.INSTALLMENTS ? (
        <PaymentOption
          id="checkout-pay-installments"
          type="INSTALLMENTS"
          title={t.installments}
          hint={t.installmentsHint}
          register={register}
        />
      ) : null}
      {error || nothingPayable ? (
        <div className="invalid-feedback d-block mb-2" id="checkout-payment-error" role="alert">
          {error ?? t.noPaymentType}
        </div>
      ) : null}
      {seasonOnlyNote ? <p className="small text-body-secondary mb-0">{t.installmentsNote}</p> : null}
    </fieldset>
  );
}
