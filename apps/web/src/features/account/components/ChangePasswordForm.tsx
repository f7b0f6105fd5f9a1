import { ChangePasswordBody } from '@hokej/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { NewPasswordFields } from '../../../shared/forms/NewPasswordFields.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { tokensRefreshed } from '../../../shared/session/sessionSlice.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useChangePasswordMutation } from '../api/myAccountEndpoints.ts';
import {
  type ChangePasswordValues,
  changePasswordOverrides,
  changePasswordResolver,
} from '../model/accountForms.ts';

const emptyPasswords: ChangePasswordValues = { oldPassword: '', newPassword: '', newPasswordRetype: '' };

/**
 * The current password and a new one twice. The API ends every other session and answers a new token pair,
 * which becomes this tab's session (other tabs of the browser adopt it from storage).
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const dispatch = useDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: changePasswordResolver, defaultValues: emptyPasswords });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await changePassword(values);
    if (result.data) {
      dispatch(tokensRefreshed(result.data));
      reset(emptyPasswords);
      dispatch(toastShown('success', accountText.view.account.passwordChanged));
      return;
    }
    const error = toApiError(result.error);
    const onFields = showOnFields(error, {
      schema: ChangePasswordBody,
      overrides: changePasswordOverrides,
      codeFields: {
        USER_OLD_PASSWORDS_NOT_MATCH: 'oldPassword',
        USER_PASSWORD_IDENTICAL: 'newPassword',
        USER_PASSWORD_INVALID: 'newPassword',
        USER_NEW_PASSWORDS_NOT_MATCH: 'newPasswordRetype',
      },
      setError,
    });
    if (!onFields) setFailure(describeFailure(accountText.view.account.passwordFailed, error));
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={accountText.view.account.passwordTitle}>
      <FormFailure message={failure} />
      {/* Tells the browser's password manager which account the new password belongs to. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="account-old-password"
        label={accountText.view.account.oldPassword}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        registration={register('oldPassword')}
      />
      <NewPasswordFields
        id="account-new-password"
        password={{
          label: accountText.view.account.newPassword,
          registration: register('newPassword'),
          error: errors.newPassword?.message,
        }}
        retype={{
          label: accountText.view.account.retype,
          registration: register('newPasswordRetype'),
          error: errors.newPasswordRetype?.message,
        }}
      />
      <SubmitButton
        label={accountText.view.account.changePassword}
        busyLabel={sk.common.saving}
        busy={isLoading}
      />
    </Form>
  );
}
