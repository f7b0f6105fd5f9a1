import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useParams } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { NewPasswordFields } from '../../../shared/forms/NewPasswordFields.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ResultPanel } from '../../../shared/ui/ResultPanel.tsx';
import {
  useFinishPasswordResetMutation,
  useRequestPasswordResetMutation,
} from '../api/accountAccessEndpoints.ts';
import { EmailRequestForm } from '../components/EmailRequestForm.tsx';
import { LoggedInNext } from '../components/LoggedInNext.tsx';
import {
  isWellFormedHash,
  type NewPasswordValues,
  newPasswordFormOverrides,
  newPasswordResolver,
  newPasswordSchema,
} from '../model/resetPasswordForm.ts';

type Outcome = { kind: 'form' } | { kind: 'done'; email: string } | { kind: 'badLink'; expired: boolean };

/** A spent or expired link: say so and let the user ask for a new one right here. */
function BadResetLink({ expired }: { expired: boolean }) {
  const dispatch = useDispatch();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const send = async (email: string) => {
    const result = await requestReset({ email });
    dispatch(
      result.error
        ? toastShown('danger', describeFailure(accountText.view.forgotten.notSent, toApiError(result.error)))
        : toastShown('success', accountText.t('forgotten.sent', { email })),
    );
  };
  return (
    <ResultPanel variant="warning" title={accountText.view.resetPassword.invalidTitle}>
      <p>{expired ? accountText.view.resetPassword.expired : accountText.view.resetPassword.invalid}</p>
      <p>{accountText.view.resetPassword.requestNew}</p>
      <div className="form-narrow">
        <EmailRequestForm
          id="reset-request-email"
          label={accountText.view.forgotten.title}
          submitLabel={accountText.view.forgotten.submit}
          busy={isLoading}
          onSubmit={send}
        />
      </div>
    </ResultPanel>
  );
}

function NewPasswordForm({
  hash,
  onDone,
  onBadLink,
}: {
  hash: string;
  onDone: (email: string) => void;
  onBadLink: (expired: boolean) => void;
}) {
  const [finishReset, { isLoading }] = useFinishPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: newPasswordResolver,
    defaultValues: { newPassword: '', newPasswordRetype: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await finishReset({ ...values, resetPasswordHash: hash });
    if (result.data) return onDone(result.data.email);
    const error = toApiError(result.error);
    if (error.code === 'USER_EMAIL_CODE_INVALID' || error.code === 'USER_EMAIL_CODE_EXPIRED') {
      return onBadLink(error.code === 'USER_EMAIL_CODE_EXPIRED');
    }
    const onFields = showOnFields(error, {
      schema: newPasswordSchema,
      overrides: newPasswordFormOverrides,
      codeFields: { USER_NEW_PASSWORDS_NOT_MATCH: 'newPasswordRetype', USER_PASSWORD_INVALID: 'newPassword' },
      setError,
    });
    if (!onFields) setFailure(describeFailure(accountText.view.resetPassword.failed, error));
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={accountText.view.resetPassword.formLabel}>
      <FormFailure message={failure} />
      <NewPasswordFields
        id="reset-new-password"
        password={{
          label: accountText.view.resetPassword.newPassword,
          registration: register('newPassword'),
          error: errors.newPassword?.message,
        }}
        retype={{
          label: accountText.view.resetPassword.retype,
          registration: register('newPasswordRetype'),
          error: errors.newPasswordRetype?.message,
        }}
      />
      <SubmitButton
        label={accountText.view.resetPassword.submit}
        busyLabel={sk.common.saving}
        busy={isLoading}
        className="w-100"
      />
    </Form>
  );
}

/**
 * /reset/{hash} (the link of the reset e-mail): a new password twice; success says so by a toast and opens
 * the login dialog with the e-mail filled in; a spent or expired link offers a new one.
 */
export function ResetPasswordPage() {
  const dispatch = useDispatch();
  const { hash = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    isWellFormedHash(hash) ? { kind: 'form' } : { kind: 'badLink', expired: false },
  );

  const done = (email: string) => {
    setOutcome({ kind: 'done', email });
    dispatch(toastShown('success', accountText.view.resetPassword.done));
    dispatch(loginDialogOpened({ email }));
  };
  const badLink = (expired: boolean) => {
    dispatch(toastShown('danger', accountText.view.verifyEmail.linkToast));
    setOutcome({ kind: 'badLink', expired });
  };

  return (
    <div className="page-narrow mx-auto">
      <h1 className="h2">{accountText.view.resetPassword.title}</h1>
      {outcome.kind === 'form' ? (
        <>
          <p>{accountText.view.resetPassword.intro}</p>
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <NewPasswordForm hash={hash} onDone={done} onBadLink={badLink} />
            </Card.Body>
          </Card>
        </>
      ) : null}
      {outcome.kind === 'done' ? (
        <ResultPanel variant="success" title={accountText.view.resetPassword.doneTitle}>
          <p>{accountText.view.resetPassword.done}</p>
          <LoggedInNext email={outcome.email} loginLabel={accountText.view.resetPassword.login} />
        </ResultPanel>
      ) : null}
      {outcome.kind === 'badLink' ? <BadResetLink expired={outcome.expired} /> : null}
    </div>
  );
}
