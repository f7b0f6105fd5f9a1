import { countryOptions, type MyAccount } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { CheckField } from '../../../shared/forms/CheckField.tsx';
import { SelectField } from '../../../shared/forms/SelectField.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { sk } from '../../../shared/i18n/sk.ts';
import { skAccount } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useUpdateAccountMutation } from '../api/myAccountEndpoints.ts';
import {
  type InvoiceValues,
  invoiceBody,
  invoiceOverrides,
  invoiceResolver,
  invoiceSchemaFor,
  invoiceValues,
} from '../model/accountForms.ts';

// Slovak names, sorted the Slovak way; computed once per page load.
let countries: Array<{ value: string; label: string }> | undefined;
const countryList = () => {
  countries ??= countryOptions().map(({ code, name }) => ({ value: code, label: name }));
  return countries;
};

/** Invoice address (Slovak country list, Slovakia first chosen) and, for a company, its name and ids. */
export function InvoiceForm({ account }: { account: MyAccount }) {
  const dispatch = useDispatch();
  const [update, { isLoading }] = useUpdateAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<InvoiceValues>({ resolver: invoiceResolver, defaultValues: invoiceValues(account) });
  const isCompany = watch('isCompany');
  const name = `${account.firstName} ${account.lastName}`.trim();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await update(invoiceBody(values));
    if (result.data) {
      reset(invoiceValues(result.data));
      dispatch(toastShown('success', skAccount.account.invoiceSaved));
      return;
    }
    const error = toApiError(result.error);
    const onFields = showOnFields(error, {
      schema: invoiceSchemaFor(values),
      overrides: invoiceOverrides,
      setError,
    });
    if (!onFields) setFailure(describeFailure(skAccount.account.saveFailed, error));
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={skAccount.account.invoiceTitle}>
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <p className="text-body-secondary">{skAccount.account.invoiceIntro(name)}</p>
      <CheckField
        id="invoice-is-company"
        label={skAccount.account.isCompany}
        registration={register('isCompany')}
      />
      {isCompany ? (
        <Row>
          <Col xs={12}>
            <TextField
              id="invoice-company-name"
              label={skAccount.account.companyName}
              autoComplete="organization"
              error={errors.address?.companyName?.message}
              registration={register('address.companyName')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id="invoice-company-id"
              label={skAccount.account.companyId}
              inputMode="numeric"
              maxLength={8}
              error={errors.companyId?.message}
              registration={register('companyId')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id="invoice-dic"
              label={skAccount.account.dic}
              inputMode="numeric"
              maxLength={10}
              error={errors.dic?.message}
              registration={register('dic')}
            />
          </Col>
          <Col sm={4}>
            <TextField
              id="invoice-icdph"
              label={skAccount.account.icdph}
              maxLength={14}
              error={errors.icdph?.message}
              registration={register('icdph')}
            />
          </Col>
        </Row>
      ) : null}
      <TextField
        id="invoice-street"
        label={skAccount.account.street}
        autoComplete="address-line1"
        error={errors.address?.street?.message}
        registration={register('address.street')}
      />
      <Row>
        <Col sm={8}>
          <TextField
            id="invoice-city"
            label={skAccount.account.city}
            autoComplete="address-level2"
            error={errors.address?.city?.message}
            registration={register('address.city')}
          />
        </Col>
        <Col sm={4}>
          <TextField
            id="invoice-postcode"
            label={skAccount.account.postcode}
            autoComplete="postal-code"
            error={errors.address?.postcode?.message}
            registration={register('address.postcode')}
          />
        </Col>
      </Row>
      <SelectField
        id="invoice-country"
        label={skAccount.account.country}
        autoComplete="country"
        options={countryList()}
        error={errors.address?.country?.message}
        registration={register('address.country')}
      />
      <ShopButton type="submit" disabled={isLoading}>
        {isLoading ? sk.common.saving : skAccount.account.saveInvoice}
      </ShopButton>
    </Form>
  );
}
