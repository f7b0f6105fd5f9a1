import type { MyAccount } from '@hokej/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { InvoiceDetailsFields } from '../../../shared/forms/InvoiceDetailsFields.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useUpdateAccountMutation } from '../api/myAccountEndpoints.ts';
import {
  type InvoiceValues,
  invoiceBody,
  invoiceOverrides,
  invoiceResolver,
  invoiceSchemaFor,
  invoiceValues,
} from '../model/accountForms.ts';

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
      dispatch(toastShown('success', accountText.view.account.invoiceSaved));
      return;
    }
    const error = toApiError(result.error);
    const onFields = showOnFields(error, {
      schema: invoiceSchemaFor(values),
      overrides: invoiceOverrides,
      setError,
    });
    if (!onFields) setFailure(describeFailure(accountText.view.account.saveFailed, error));
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={accountText.view.account.invoiceTitle}>
      <FormFailure message={failure} />
      <p className="text-body-secondary">{accountText.t('account.invoiceIntro', { name })}</p>
      <InvoiceDetailsFields
        idPrefix="invoice"
        field={(name) => register(name)}
        companyToggle={register('isCompany')}
        isCompany={isCompany}
        errors={errors}
      />
      <SubmitButton
        label={accountText.view.account.saveInvoice}
        busyLabel={sk.common.saving}
        busy={isLoading}
      />
    </Form>
  );
}
