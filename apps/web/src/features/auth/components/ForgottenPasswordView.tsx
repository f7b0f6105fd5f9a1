import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useRequestPasswordResetMutation } from '../api/accountAccessEndpoints.ts';
import { EmailRequestForm } from './EmailRequestForm.tsx';

type Props = {
  defaultEmail: string;
  /** Back to the login view, with the e-mail the user typed. */
  onDone: (email: string) => void;
};

/**
 * The forgotten-password view of the login dialog (spec section 2): one e-mail field; sending asks for the
 * reset link, says by a toast whether it went out, and returns to the login view either way (section 4).
 */
export function ForgottenPasswordView({ defaultEmail, onDone }: Props) {
  const dispatch = useDispatch();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const send = async (email: string) => {
    const result = await requestReset({ email });
    if (result.error) {
      dispatch(
        toastShown('danger', describeFailure(accountText.view.forgotten.notSent, toApiError(result.error))),
      );
    } else {
      dispatch(toastShown('success', accountText.t('forgotten.sent', { email })));
    }
    onDone(email);
  };

  return (
    <>
      <p>{accountText.view.forgotten.intro}</p>
      <EmailRequestForm
        id="forgotten-email"
        label={accountText.view.forgotten.title}
        submitLabel={accountText.view.forgotten.submit}
        defaultEmail={defaultEmail}
        busy={isLoading}
        focusOnMount
        onSubmit={send}
      />
      <button type="button" className="btn btn-link btn-sm p-0 mt-3" onClick={() => onDone(defaultEmail)}>
        {accountText.view.forgotten.back}
      </button>
    </>
  );
}
