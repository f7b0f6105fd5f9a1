import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useResendVerificationMutation } from '../api/accountAccessEndpoints.ts';

/** After registering: check your mailbox, with the address named and a way to send the e-mail again. */
export function RegistrationDone({ email }: { email: string }) {
  const dispatch = useDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  const [resend, { isLoading }] = useResendVerificationMutation();

  // The form is gone: the user's focus goes to the news that replaced it.
  useEffect(() => heading.current?.focus(), []);

  const sendAgain = async () => {
    const result = await resend({ email });
    dispatch(
      result.error
        ? toastShown(
            'danger',
            describeFailure(accountText.view.verificationMail.notSent, toApiError(result.error)),
          )
        : toastShown('success', accountText.t('verificationMail.sent', { email })),
    );
  };

  return (
    <Alert variant="success" className="p-3 p-md-4">
      <h2 className="h4" tabIndex={-1} ref={heading}>
        {accountText.view.register.doneTitle}
      </h2>
      <p>{accountText.t('register.doneText', { email })}</p>
      <p className="small">{accountText.view.register.doneSpam}</p>
      <ShopButton variant="success" onClick={sendAgain} disabled={isLoading}>
        {isLoading ? sk.common.sending : accountText.view.register.resend}
      </ShopButton>
    </Alert>
  );
}
