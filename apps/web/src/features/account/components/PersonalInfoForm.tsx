import type { MyAccount } from '@hokej/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { CheckField } from '../../../shared/forms/CheckField.tsx';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useUpdateAccountMutation } from '../api/myAccountEndpoints.ts';
import {
  type PersonalValues,
  personalChanges,
  personalResolver,
  personalSchema,
  personalValues,
} from '../model/accountForms.ts';
import { phoneStatus } from '../model/phoneStatus.ts';

export const PHONE_INPUT_ID = 'account-phone';

/** E-mail (fixed), name, phone with its verification state, newsletter consent. */
export function PersonalInfoForm({ account }: { account: MyAccount }) {
  const dispatch = useDispatch();
  const [update, { isLoading }] = useUpdateAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PersonalValues>({ resolver: personalResolver, defaultValues: personalValues(account) });
  const verified = phoneStatus(account) === 'verified';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const changes = personalChanges(personalValues(account), values);
    if (!changes) {
      dispatch(toastShown('info', accountText.view.account.nothingChanged));
      return;
    }
    const result = await update(changes);
    if (result.data) {
      reset(personalValues(result.data));
      dispatch(toastShown('success', accountText.view.account.saved));
      return;
    }
    const error = toApiError(result.error);
    // The spec's toast: a newsletter sign-up (or sign-off) that did not save is said on its own.
    if (changes.newsletter !== undefined) {
      const t = accountText.view.account;
      dispatch(toastShown('danger', changes.newsletter ? t.newsletterFailed : t.newsletterOffFailed));
    }
    const onFields = showOnFields(error, {
      schema: personalSchema,
      codeFields: { USER_PHONE_INVALID: 'phoneNumber', USER_NO_UNIQUE_PHONE: 'phoneNumber' },
      setError,
    });
    if (!onFields) setFailure(describeFailure(accountText.view.account.saveFailed, error));
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={accountText.view.account.personalTitle}>
      <FormFailure message={failure} />
      <Form.Group className="mb-3" controlId="account-email">
        <Form.Label>{accountText.view.account.email}</Form.Label>
        <Form.Control plaintext readOnly value={account.email} className="fw-semibold" />
      </Form.Group>
      <Row>
        <Col sm={6}>
          <TextField
            id="account-first-name"
            label={accountText.view.account.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            registration={register('firstName')}
          />
        </Col>
        <Col sm={6}>
          <TextField
            id="account-last-name"
            label={accountText.view.account.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            registration={register('lastName')}
          />
        </Col>
      </Row>
      <TextField
        id={PHONE_INPUT_ID}
        label={accountText.view.account.phone}
        labelAddon={
          account.phoneNumber ? (
            <Badge
              bg={verified ? 'success' : 'warning'}
              text={verified ? undefined : 'dark'}
              className="ms-2"
            >
              {verified ? accountText.view.account.phoneVerified : accountText.view.account.phoneNotVerified}
            </Badge>
          ) : null
        }
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={
          verified
            ? `${accountText.view.account.phoneHint} ${accountText.view.account.phoneChangeHint}`
            : accountText.view.account.phoneHint
        }
        error={errors.phoneNumber?.message}
        registration={register('phoneNumber')}
      />
      <CheckField
        id="account-newsletter"
        label={accountText.view.account.newsletter}
        registration={register('newsletter')}
      />
      <SubmitButton label={accountText.view.account.save} busyLabel={sk.common.saving} busy={isLoading} />
    </Form>
  );
}
