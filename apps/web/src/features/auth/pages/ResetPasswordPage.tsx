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
import { skAccount } from '../../../shared/i18n/skAccount.ts';
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
        ? toastShown('danger', describeFailure(skAccount.forgotten.notSent, toApiError(result.error)))
        : toastShown('success', skAccount.forgotten.sent(email)),
    );
  };
  return (
    <ResultPanel variant="warning" title={skAccount.resetPassword.invalidTitle}>
      <p>{expired ? skAccount.resetPassword.expired : skAccount.resetPassword.invalid}</p>
      <p>{skAccount.resetPassword.requestNew}</p>
      <div className="form-narrow">
        <EmailRequestForm
          id="reset-request-email"
          label={skAccount.forgotten.title}
          submitLabel={skAccount.forgotten.submit}
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
    if (!onFields) setFailure(describeFailure(skAccount.resetPassword.failed, error));
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={skAccount.resetPassword.formLabel}>
      <FormFailure message={failure} />
      <NewPasswordFields
        id="reset-new-password"
        password={{
          label: skAccount.resetPassword.newPassword,
          registration: register('newPassword'),
          error: errors.newPassword?.message,
        }}
        retype={{
          label: skAccount.resetPassword.retype,
          registration: register('newPasswordRetype'),
          error: errors.newPasswordRetype?.message,
        }}
      />
      <SubmitButton
        label={skAccount.resetPassword.submit}
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
    dispatch(toastShown('success', skAccount.resetPassword.done));
    dispatch(loginDialogOpened({ email }));
  };
  const badLink = (expired: boolean) => {
    dispatch(toastShown('danger', skAccount.verifyEmail.linkToast));
    setOutcome({ kind: 'badLink', expired });
  };

  return (
    <div className="page-narrow mx-auto">
      <h1 className="h2">{skAccount.resetPassword.title}</h1>
      {outcome.kind === 'form' ? (
        <>
          <p>{skAccount.resetPassword.intro}</p>
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <NewPasswordForm hash={hash} onDone={done} onBadLink={badLink} />
            </Card.Body>
          </Card>
        </>
      ) : null}
      {outcome.kind === 'done' ? (
        <ResultPanel variant="success" title={skAccount.resetPassword.doneTitle}>
          <p>{skAccount.resetPassword.done}</p>
          <LoggedInNext email={outcome.email} loginLabel={skAccount.resetPassword.login} />
        </ResultPanel>
      ) : null}
      {outcome.kind === 'badLink' ? <BadResetLink expired={outcome.expired} /> : null}
    </div>
  );
}
