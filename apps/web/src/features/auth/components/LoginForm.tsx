import { LoginBody, SUPPORT_EMAIL } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { sk } from '../../../shared/i18n/sk.ts';
import { paths } from '../../../shared/routes/paths.ts';
import {
  loginDialogClosed,
  loginFailed,
  loginStarted,
  loginSucceeded,
} from '../../../shared/session/sessionSlice.ts';
import { selectSessionState } from '../../../shared/session/useSession.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useLoginMutation } from '../api/loginEndpoint.ts';

type LoginValues = { email: string; password: string };

const resolver = schemaResolver<LoginValues>(LoginBody, {
  email: { required: sk.login.fillEmail },
  password: { required: sk.login.fillPassword },
});

/** E-mail and password; on success stores the session and hands over to `onLoggedIn`. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const dispatch = useDispatch();
  const { wrongCredentials, emailNotVerified } = useSelector(selectSessionState);
  const [login, { isLoading }] = useLoginMutation();
  const [showForgotten, setShowForgotten] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver, defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    dispatch(loginStarted());
    const result = await login(values);
    if (result.data) {
      dispatch(loginSucceeded(result.data));
      onLoggedIn();
      return;
    }
    const error = toApiError(result.error);
    dispatch(loginFailed({ emailNotVerified: error.code === 'USER_EMAIL_NOT_VERIFIED' }));
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={sk.login.title}>
      {wrongCredentials ? (
        <Alert variant="danger" role="alert">
          {sk.login.wrongCredentials}
        </Alert>
      ) : null}
      {emailNotVerified ? (
        <Alert variant="warning" role="alert">
          {sk.login.emailNotVerified}
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
      <ShopButton type="submit" className="w-100 mb-3" disabled={isLoading}>
        {isLoading ? sk.login.submitting : sk.login.submit}
      </ShopButton>
      <div className="d-flex flex-column gap-1 small">
        <button type="button" className="btn btn-link p-0 text-start" onClick={() => setShowForgotten(true)}>
          {sk.login.forgotten}
        </button>
        {showForgotten ? (
          <p className="text-body-secondary mb-1">
            {sk.login.forgottenPreparing} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        ) : null}
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
