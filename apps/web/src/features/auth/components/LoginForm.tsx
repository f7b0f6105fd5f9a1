import { LoginBody } from '@hokej/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { paths } from '../../../shared/routes/paths.ts';
import type { StoredSession } from '../../../shared/session/sessionSlice.ts';
import {
  loginDialogClosed,
  loginFailed,
  loginStarted,
  loginSucceeded,
} from '../../../shared/session/sessionSlice.ts';
import { selectSessionState } from '../../../shared/session/useSession.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useResendVerificationMutation } from '../api/accountAccessEndpoints.ts';
import { useLoginMutation } from '../api/loginEndpoint.ts';

type LoginValues = { email: string; password: string };

// Read when the form is checked, in the language shown then (this module may load before a switch).
const resolver = schemaResolver<LoginValues>(LoginBody, {
  email: { required: () => sk.login.fillEmail },
  password: { required: () => sk.login.fillPassword },
});

type Props = {
  onLoggedIn: (session: StoredSession) => void;
  /** Switches the dialog to the forgotten-password view, handing over the e-mail typed so far. */
  onForgotten: (email: string) => void;
  defaultEmail?: string;
  /** Puts the caret in the first empty field when the form appears. */
  focusOnMount?: boolean;
};

/**
 * E-mail and password; on success stores the session and hands over to `onLoggedIn`. Wrong credentials get
 * the spec's red alert; an unverified e-mail gets an alert that can send the verification e-mail again.
 */
export function LoginForm({ onLoggedIn, onForgotten, defaultEmail = '', focusOnMount }: Props) {
  const dispatch = useDispatch();
  const { wrongCredentials, emailNotVerified } = useSelector(selectSessionState);
  const [login, { isLoading }] = useLoginMutation();
  const [resendVerification, { isLoading: resending }] = useResendVerificationMutation();
  const [attemptedEmail, setAttemptedEmail] = useState('');
  // A failure that is not about the credentials (too many attempts, server down) says what it is.
  const [otherFailure, setOtherFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues>({ resolver, defaultValues: { email: defaultEmail, password: '' } });

  useEffect(() => {
    if (focusOnMount) setFocus(defaultEmail ? 'password' : 'email');
  }, [focusOnMount, defaultEmail, setFocus]);

  const submit = handleSubmit(async (values) => {
    dispatch(loginStarted());
    setOtherFailure(null);
    setAttemptedEmail(values.email);
    const result = await login(values);
    if (result.data) {
      dispatch(loginSucceeded(result.data));
      onLoggedIn(result.data);
      return;
    }
    const error = toApiError(result.error);
    dispatch(loginFailed({ emailNotVerified: error.code === 'USER_EMAIL_NOT_VERIFIED' }));
    const aboutCredentials = error.status === 401 || error.code === 'USER_EMAIL_NOT_VERIFIED';
    if (!aboutCredentials) setOtherFailure(describeFailure('', error).trim());
  });

  const resend = async () => {
    const email = attemptedEmail || getValues('email');
    const result = await resendVerification({ email });
    if (result.error) {
      dispatch(
        toastShown(
          'danger',
          describeFailure(accountText.view.verificationMail.notSent, toApiError(result.error)),
        ),
      );
      return;
    }
    dispatch(toastShown('success', accountText.t('verificationMail.sent', { email })));
    dispatch(loginDialogClosed());
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={sk.login.title}>
      <FormFailure message={otherFailure ?? (wrongCredentials ? sk.login.wrongCredentials : null)} />
      {emailNotVerified ? (
        <Alert variant="warning" role="alert">
          <p>{sk.login.emailNotVerified}</p>
          <ShopButton variant="warning" size="sm" onClick={resend} disabled={resending}>
            {resending ? sk.common.sending : sk.login.resendVerification}
          </ShopButton>
        </Alert>
      ) : null}
      <TextField
        id="login-email"
        label={sk.login.email}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        registration={register('email')}
      />
      <TextField
        id="login-password"
        label={sk.login.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <SubmitButton
        label={sk.login.submit}
        busyLabel={sk.login.submitting}
        busy={isLoading}
        className="w-100 mb-3"
      />
      <div className="d-flex flex-column align-items-start gap-1 small">
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          onClick={() => onForgotten(getValues('email'))}
        >
          {sk.login.forgotten}
        </button>
        <span>
          {sk.login.noAccount}{' '}
          <Link to={paths.register} onClick={() => dispatch(loginDialogClosed())}>
            {sk.login.register}
          </Link>
        </span>
      </div>
    </Form>
  );
}
