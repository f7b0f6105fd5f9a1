import { countryOptions } from '@hokej/contract';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckField } from '../../../shared/forms/CheckField.tsx';
import { SelectField } from '../../../shared/forms/SelectField.tsx';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { skAccount } from '../../../shared/i18n/skAccount.ts';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import type { CheckoutValues } from '../model/checkoutForm.ts';

const t = skCheckout.checkout;
const a = skAccount.account;

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

let countries: Array<{ value: string; label: string }> | undefined;
const countryList = () => {
  countries ??= countryOptions().map(({ code, name }) => ({ value: code, label: name }));
  return countries;
};

/** The invoice address and, for a company, its name and ids; prefilled from the account. */
export function InvoiceFields({ register, errors, isCompany }: FieldsProps & { isCompany: boolean }) {
  const e = errors.invoice;
  return (
    <>
      <p className="text-body-secondary small">{t.invoiceIntro}</p>
      <CheckField id="checkout-is-company" label={a.isCompany} registration={register('isCompany')} />
      {isCompany ? (
        <Row>
          <Col xs={12}>
            <TextField
              id="checkout-company-name"
              label={a.companyName}
              autoComplete="organization"
              error={e?.address?.companyName?.message}
              registration={register('invoice.address.companyName')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id="checkout-company-id"
              label={a.companyId}
              inputMode="numeric"
              maxLength={8}
              error={e?.companyId?.message}
              registration={register('invoice.companyId')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id="checkout-dic"
              label={a.dic}
              inputMode="numeric"
              maxLength={10}
              error={e?.dic?.message}
              registration={register('invoice.dic')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id="checkout-icdph"
              label={a.icdph}
              maxLength={14}
              error={e?.icdph?.message}
              registration={register('invoice.icdph')}
            />
          </Col>
        </Row>
      ) : null}
      <TextField
        id="checkout-street"
        label={a.street}
        autoComplete="address-line1"
        error={e?.address?.street?.message}
        registration={register('invoice.address.street')}
      />
      <Row>
        <Col sm={8}>
          <TextField
            id="checkout-city"
            label={a.city}
            autoComplete="address-level2"
            error={e?.address?.city?.message}
            registration={register('invoice.address.city')}
          />
        </Col>
        <Col sm={4}>
          <TextField
            id="checkout-postcode"
            label={a.postcode}
            autoComplete="postal-code"
            error={e?.address?.postcode?.message}
            registration={register('invoice.address.postcode')}
          />
        </Col>
      </Row>
      <SelectField
        id="checkout-country"
        label={a.country}
        autoComplete="country"
        className="mb-0"
        options={countryList()}
        error={e?.address?.country?.message}
        registration={register('invoice.address.country')}
      />
    </>
  );
}

/** Card, or a bank transfer when every match is at least 5 days away; installments are not for match tickets. */
export function PaymentTypeFields({
  register,
  errors,
  transferAllowed,
}: FieldsProps & { transferAllowed: boolean }) {
  const error = errors.paymentType?.message;
  return (
    <fieldset aria-describedby={error ? 'checkout-payment-error' : undefined}>
      <legend className="visually-hidden">{t.paymentTitle}</legend>
      <Form.Check id="checkout-pay-card" type="radio" className="mb-3">
        <Form.Check.Input type="radio" value="CARD" {...register('paymentType')} />
        <Form.Check.Label>
          <span className="d-block fw-semibold">{t.card}</span>
          <span className="d-block small text-body-secondary">{t.cardHint}</span>
        </Form.Check.Label>
      </Form.Check>
      <Form.Check id="checkout-pay-transfer" type="radio" className="mb-3">
        <Form.Check.Input
          type="radio"
          value="BANK_TRANSFER"
          disabled={!transferAllowed}
          {...register('paymentType')}
        />
        <Form.Check.Label>
          <span className="d-block fw-semibold">{t.bankTransfer}</span>
          <span className="d-block small text-body-secondary">{t.bankTransferHint}</span>
        </Form.Check.Label>
      </Form.Check>
      {error ? (
        <div className="invalid-feedback d-block mb-2" id="checkout-payment-error" role="alert">
          {error}
        </div>
      ) : null}
      <p className="small text-body-secondary mb-0">{t.installmentsNote}</p>
    </fieldset>
  );
}
