import { countryOptions, type ShopLanguage } from '@hokej/contract/constants';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { shopLanguage } from '../i18n/shopI18n.ts';
import { accountText } from '../i18n/skAccount.ts';
import { CheckField } from './CheckField.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

const a = accountText.view.account;

/** The fields of the invoice details, named as in the contract's account (address, company ids). */
export type InvoiceDetailsField =
  | 'address.companyName'
  | 'address.street'
  | 'address.city'
  | 'address.postcode'
  | 'address.country'
  | 'companyId'
  | 'dic'
  | 'icdph'
  | 'iban';

type Message = Pick<FieldError, 'message'> | undefined;

/** The errors of the invoice details, as react-hook-form keeps them for either form. */
export type InvoiceDetailsErrors =
  | {
      address?: {
        companyName?: Message;
        street?: Message;
        city?: Message;
        postcode?: Message;
        country?: Message;
      };
      companyId?: Message;
      dic?: Message;
      icdph?: Message;
      iban?: Message;
    }
  | undefined;

type Props = {
  /** Prefix of the inputs' ids ("invoice" in My account, "checkout" at the checkout). */
  idPrefix: string;
  /** Registers one field of the invoice details with the caller's form. */
  field: (name: InvoiceDetailsField) => UseFormRegisterReturn;
  /** The "Nakupujem na firmu" checkbox. */
  companyToggle: UseFormRegisterReturn;
  isCompany: boolean;
  errors: InvoiceDetailsErrors;
  /** The last field (the IBAN) closes a card without a button below it. */
  lastClassName?: string;
};

// Names in the language shown, sorted its way; computed once per language and page load.
const countries: Partial<Record<ShopLanguage, Array<{ value: string; label: string }>>> = {};
const countryList = () => {
  const language = shopLanguage();
  countries[language] ??= countryOptions(language).map(({ code, name }) => ({ value: code, label: name }));
  return countries[language];
};

/**
 * The invoice address (country list in the shop's language, Slovakia first chosen), for a company its name and ids, and the
 * buyer's optional IBAN (a private person's too: refunds go there).
 */
export function InvoiceDetailsFields({
  idPrefix,
  field,
  companyToggle,
  isCompany,
  errors,
  lastClassName,
}: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <CheckField id={id('is-company')} label={a.isCompany} registration={companyToggle} />
      {isCompany ? (
        <Row>
          <Col xs={12}>
            <TextField
              id={id('company-name')}
              label={a.companyName}
              autoComplete="organization"
              error={errors?.address?.companyName?.message}
              registration={field('address.companyName')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id={id('company-id')}
              label={a.companyId}
              inputMode="numeric"
              maxLength={8}
              error={errors?.companyId?.message}
              registration={field('companyId')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id={id('dic')}
              label={a.dic}
              inputMode="numeric"
              maxLength={10}
              error={errors?.dic?.message}
              registration={field('dic')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id={id('icdph')}
              label={a.icdph}
              maxLength={14}
              error={errors?.icdph?.message}
              registration={field('icdph')}
            />
          </Col>
        </Row>
      ) : null}
      <TextField
        id={id('street')}
        label={a.street}
        autoComplete="address-line1"
        error={errors?.address?.street?.message}
        registration={field('address.street')}
      />
      <Row>
        <Col sm={8}>
          <TextField
            id={id('city')}
            label={a.city}
            autoComplete="address-level2"
            error={errors?.address?.city?.message}
            registration={field('address.city')}
          />
        </Col>
        <Col sm={4}>
          <TextField
            id={id('postcode')}
            label={a.postcode}
            autoComplete="postal-code"
            error={errors?.address?.postcode?.message}
            registration={field('address.postcode')}
          />
        </Col>
      </Row>
      <SelectField
        id={id('country')}
        label={a.country}
        autoComplete="country"
        options={countryList()}
        error={errors?.address?.country?.message}
        registration={field('address.country')}
      />
      <TextField
        id={id('iban')}
        label={a.iban}
        maxLength={50}
        className={lastClassName}
        hint={a.ibanHint}
        error={errors?.iban?.message}
        registration={field('iban')}
      />
    </>
  );
}
