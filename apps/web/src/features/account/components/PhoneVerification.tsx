import type { MyAccount } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useDispatch } from 'react-redux';
import { describeFailure, retryAfterOf, toApiError } from '../../../shared/api/apiError.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useSendPhoneCodeMutation } from '../api/myAccountEndpoints.ts';
import { phoneStatus } from '../model/phoneStatus.ts';
import { PHONE_INPUT_ID } from './PersonalInfoForm.tsx';
import { type CodeRequest, PhoneCodeDialog } from './PhoneCodeDialog.tsx';

const focusPhoneInput = () => document.getElementById(PHONE_INPUT_ID)?.focus();

/**
 * The warning of spec section 2 when the phone is missing, malformed or not verified; for an unverified
 * number its link sends the code and opens the code dialog (section 4).
 */
export function PhoneVerification({ account, onStale }: { account: MyAccount; onStale: () => void }) {
  const dispatch = useDispatch();
  const [sendCode, { isLoading: sending }] = useSendPhoneCodeMutation();
  const [request, setRequest] = useState<CodeRequest | null>(null);
  const status = phoneStatus(account);
  const phone = account.phoneNumber ?? '';

  const send = async () => {
    const result = await sendCode();
    if (result.data) {
      const { phoneNumber, expiresInS, resendAfterS } = result.data;
      dispatch(toastShown('success', accountText.t('phone.codeSent', { phone: phoneNumber })));
      setRequest({ phone: phoneNumber, validForS: expiresInS, resendAt: Date.now() + resendAfterS * 1000 });
      return;
    }
    const error = toApiError(result.error);
    if (error.code === 'USER_PHONE_ALREADY_VERIFIED') {
      dispatch(toastShown('info', error.message));
      setRequest(null);
      onStale();
      return;
    }
    const retryAfter = retryAfterOf(error);
    dispatch(
      toastShown(
        retryAfter ? 'warning' : 'danger',
        describeFailure(accountText.view.phone.codeNotSent, error),
      ),
    );
    // Asked too soon: the code sent a moment ago still works, so the dialog opens for it.
    if (error.code === 'RATE_LIMITED' && retryAfter) {
      setRequest((current) => ({
        phone: current?.phone ?? phone,
        validForS: current?.validForS ?? null,
        resendAt: Date.now() + retryAfter * 1000,
      }));
    }
  };

  const dialog = (
    <PhoneCodeDialog
      request={request}
      resending={sending}
      onResend={send}
      onClose={() => setRequest(null)}
      onStale={onStale}
    />
  );
  if (status === 'verified') return dialog;

  return (
    <>
      <Alert variant="warning" className="d-flex flex-column flex-sm-row align-items-sm-center gap-2">
        <span className="flex-grow-1">
          {status === 'missing' ? accountText.view.phone.missing : null}
          {status === 'malformed' ? accountText.t('phone.malformed', { phone }) : null}
          {status === 'unverified' ? accountText.t('phone.unverified', { phone }) : null}
        </span>
        {status === 'unverified' ? (
          <button type="button" className="btn btn-warning text-nowrap" onClick={send} disabled={sending}>
            {sending ? sk.common.sending : accountText.view.phone.verifyLink}
          </button>
        ) : (
          <button type="button" className="btn btn-outline-dark text-nowrap" onClick={focusPhoneInput}>
            {accountText.view.phone.editPhone}
          </button>
        )}
      </Alert>
      {dialog}
    </>
  );
}
