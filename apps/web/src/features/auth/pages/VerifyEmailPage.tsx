import { type EmailVerified, VerifyEmailQuery } from '@hokej/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { type ApiError, describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { validateAgainst } from '../../../shared/forms/schemaValidation.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { ResultPanel } from '../../../shared/ui/ResultPanel.tsx';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../api/accountAccessEndpoints.ts';
import { EmailRequestForm } from '../components/EmailRequestForm.tsx';
import { LoggedInNext } from '../components/LoggedInNext.tsx';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'verified'; result: EmailVerified }
  | { kind: 'badLink'; expired: boolean; email: string | null }
  | { kind: 'failed'; error: ApiError };

const LINK_ERRORS = new Set([
  'USER_EMAIL_CODE_EXPIRED',
  'USER_EMAIL_CODE_INVALID',
  'USER_PARAMETERS_MISSING',
]);

/** The link's hash and e-mail, and whether they can be a link the shop sent at all. */
function readLink(params: URLSearchParams) {
  const hash = params.get('hash') ?? '';
  const email = params.get('email') ?? '';
  const problems = validateAgainst(VerifyEmailQuery, { hash, email });
  return {
    hash,
    email,
    wellFormed: Object.keys(problems).length === 0,
    emailOk: !problems.email && email !== '',
  };
}

/** A bad link: say so, and offer a new verification e-mail (to the link's address, or one the user types). */
function BadLink({ expired, email }: { expired: boolean; email: string | null }) {
  const dispatch = useDispatch();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [sent, setSent] = useState(false);
  const sendTo = async (address: string) => {
    const result = await resend({ email: address });
    if (result.error) {
      dispatch(
        toastShown(
          'danger',
          describeFailure(accountText.view.verificationMail.notSent, toApiError(result.error)),
        ),
      );
      return;
    }
    dispatch(toastShown('success', accountText.t('verificationMail.sent', { email: address })));
    setSent(true);
  };
  return (
    <ResultPanel variant="warning" title={accountText.view.verifyEmail.invalidTitle}>
      <p>{expired ? accountText.view.verifyEmail.expired : accountText.view.verifyEmail.invalid}</p>
      {sent ? (
        <p className="mb-0" role="status">
          {accountText.view.verifyEmail.resent}
        </p>
      ) : (
        <>
          <p>{accountText.view.verifyEmail.resendHint}</p>
          {email ? (
            <ShopButton variant="warning" onClick={() => sendTo(email)} disabled={isLoading}>
              {isLoading ? sk.common.sending : accountText.view.verifyEmail.resend}
            </ShopButton>
          ) : (
            <div className="form-narrow">
              <EmailRequestForm
                id="verify-resend-email"
                label={accountText.view.verifyEmail.resend}
                submitLabel={accountText.view.verifyEmail.resend}
                busy={isLoading}
                onSubmit={sendTo}
              />
            </div>
          )}
        </>
      )}
    </ResultPanel>
  );
}

/**
 * /verify?hash=…&email=… (the link of the verification e-mail): verifies once, then offers to log in; a bad
 * or expired link gets a message, the spec's toast and a way to get a new e-mail.
 */
export function VerifyEmailPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const [verifyEmail] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const started = useRef(false);

  const check = useCallback(async () => {
    const link = readLink(params);
    const badLink = (expired: boolean) => {
      dispatch(toastShown('danger', accountText.view.verifyEmail.linkToast));
      setOutcome({ kind: 'badLink', expired, email: link.emailOk ? link.email : null });
    };
    if (!link.wellFormed) return badLink(false);
    setOutcome({ kind: 'checking' });
    const result = await verifyEmail({ hash: link.hash, email: link.email });
    if (result.data) return setOutcome({ kind: 'verified', result: result.data });
    const error = toApiError(result.error);
    if (LINK_ERRORS.has(error.code)) return badLink(error.code === 'USER_EMAIL_CODE_EXPIRED');
    setOutcome({ kind: 'failed', error });
  }, [params, verifyEmail, dispatch]);

  // The link is spent by the first call: once per page visit, also under React's strict double effects.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void check();
  }, [check]);

  return (
    <div className="page-narrow mx-auto">
      <h1 className="h2">{accountText.view.verifyEmail.title}</h1>
      {outcome.kind === 'checking' ? (
        <p role="status" className="d-flex align-items-center gap-2">
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
          {accountText.view.verifyEmail.checking}
        </p>
      ) : null}
      {outcome.kind === 'verified' ? (
        <ResultPanel variant="success" title={accountText.view.verifyEmail.verifiedTitle}>
          <p>
            {outcome.result.alreadyVerified
              ? accountText.t('verifyEmail.alreadyVerified', { email: outcome.result.email })
              : accountText.t('verifyEmail.verified', { email: outcome.result.email })}
          </p>
          <LoggedInNext email={outcome.result.email} loginLabel={accountText.view.verifyEmail.login} />
        </ResultPanel>
      ) : null}
      {outcome.kind === 'badLink' ? <BadLink expired={outcome.expired} email={outcome.email} /> : null}
      {outcome.kind === 'failed' ? (
        <ResultPanel variant="danger" title={accountText.view.verifyEmail.failedTitle}>
          <p>{describeFailure('', outcome.error).trim()}</p>
          <ShopButton variant="danger" onClick={() => void check()}>
            {sk.common.tryAgain}
          </ShopButton>
        </ResultPanel>
      ) : null}
    </div>
  );
}
