import { PHONE_CODE_LENGTH } from '@hokej/contract/constants';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { sk, waitText } from '../../../shared/i18n/sk.ts';
import { accountText, attemptsLeftText } from '../../../shared/i18n/skAccount.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';
import { useVerifyPhoneMutation } from '../api/myAccountEndpoints.ts';
import { useSecondsLeft } from '../hooks/useSecondsLeft.ts';
import { type PhoneCodeValues, phoneCodeResolver } from '../model/accountForms.ts';

/** What the dialog knows about the code: where it went, how long it is valid, when a new one may be asked. */
export type CodeRequest = { phone: string; validForS: number | null; resendAt: number };

type Props = {
  request: CodeRequest | null;
  resending: boolean;
  onResend: () => void;
  onClose: () => void;
  /** The account changed elsewhere (the phone was verified meanwhile): reload it. */
  onStale: () => void;
};

/** A wait, not a clock time: "0:55", "1:00". */
const clockWait = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const CODE_FIELD_ERRORS = new Set(['USER_PHONE_CODE_INVALID', 'USER_PHONE_CODE_EXPIRED']);

function PhoneCodeForm({ request, resending, onResend, onClose, onStale }: Props & { request: CodeRequest }) {
  const dispatch = useDispatch();
  const [verifyPhone, { isLoading }] = useVerifyPhoneMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(request.resendAt);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<PhoneCodeValues>({ resolver: phoneCodeResolver, defaultValues: { code: '' } });

  useEffect(() => setFocus('code'), [setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    const result = await verifyPhone({ code });
    if (result.data) {
      dispatch(toastShown('success', accountText.view.phone.verified));
      onClose();
      return;
    }
    const error = toApiError(result.error);
    if (error.code === 'USER_PHONE_ALREADY_VERIFIED') {
      onStale();
      onClose();
      return;
    }
    dispatch(toastShown('danger', accountText.view.phone.notVerified));
    if (CODE_FIELD_ERRORS.has(error.code)) {
      const attemptsLeft = error.data?.attemptsLeft;
      const message =
        typeof attemptsLeft === 'number'
          ? `${error.message} ${attemptsLeftText(attemptsLeft)}`
          : error.message;
      setError('code', { type: 'server', message }, { shouldFocus: true });
    } else {
      setFailure(describeFailure(accountText.view.phone.notVerified, error));
    }
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={accountText.view.phone.dialogTitle}>
      <p>
        {request.validForS
          ? accountText.t('phone.codeSentTo', { phone: request.phone, validity: waitText(request.validForS) })
          : accountText.t('phone.codeSentEarlier', { phone: request.phone })}
      </p>
      <FormFailure message={failure} />
      <TextField
        id="phone-code"
        label={accountText.view.phone.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH}
        className="mb-3 phone-code"
        error={errors.code?.message}
        registration={register('code')}
      />
      <SubmitButton
        label={accountText.view.phone.verify}
        busyLabel={accountText.view.phone.verifying}
        busy={isLoading}
        className="w-100 mb-3"
      />
      <div className="small">
        {secondsLeft > 0 ? (
          <span className="text-body-secondary">
            {accountText.t('phone.resendIn', { wait: clockWait(secondsLeft) })}
          </span>
        ) : (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={onResend} disabled={resending}>
            {resending ? sk.common.sending : accountText.view.phone.resend}
          </button>
        )}
      </div>
    </Form>
  );
}

/** The 6-digit SMS code dialog of spec section 2; success closes it with the "verified" toast. */
export function PhoneCodeDialog(props: Props) {
  return (
    <ShopDialog
      show={props.request !== null}
      title={accountText.view.phone.dialogTitle}
      titleId="phone-code-title"
      onClose={props.onClose}
    >
      {props.request ? <PhoneCodeForm {...props} request={props.request} /> : null}
    </ShopDialog>
  );
}
