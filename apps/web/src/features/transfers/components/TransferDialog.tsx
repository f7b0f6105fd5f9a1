import { TransferBody } from '@hokej/contract';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { skTransfers } from '../../../shared/i18n/skTransfers.ts';
import { transferCutoff, useOfferTransferMutation } from '../../../shared/transfers/transferApi.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';

const t = skTransfers;
type Values = { email: string };
const resolver = schemaResolver<Values>(TransferBody, { email: { required: t.fillEmail } });

type Props = {
  show: boolean;
  orderId: string;
  serial: string;
  /** The ticket in words: match and seat. */
  ticket: string;
  startsAt: string;
  onClose: () => void;
  onSent: (email: string) => void;
};

type FormProps = Pick<Props, 'orderId' | 'serial' | 'onSent'>;

/** The form, mounted while the dialog is open: the caret starts in the e-mail field. */
function TransferForm({ orderId, serial, onSent }: FormProps) {
  const [offer, { isLoading }] = useOfferTransferMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { email: '' } });

  useEffect(() => setFocus('email'), [setFocus]);

  const send = async ({ email }: Values) => {
    setFailure(null);
    const result = await offer({ orderId, serial, email: email.trim() });
    if ('data' in result && result.data) {
      onSent(result.data.recipientEmail);
      return;
    }
    const error = toApiError(result.error);
    const onField = showOnFields<Values>(error, {
      schema: TransferBody,
      codeFields: { TRANSFER_EMAIL_INVALID: 'email', TRANSFER_TO_SELF: 'email' },
      setError,
    });
    if (!onField) setFailure(`${t.failed} ${error.message}`);
  };

  return (
    <>
      <FormFailure message={failure} />
      <Form noValidate onSubmit={handleSubmit(send)} aria-label={t.dialogTitle}>
        <TextField
          id={`transfer-${serial}-email`}
          label={t.email}
          type="email"
          autoComplete="off"
          hint={t.emailHint}
          error={errors.email?.message}
          registration={register('email')}
        />
        <SubmitButton label={t.send} busyLabel={t.sending} busy={isLoading} className="w-100" />
      </Form>
    </>
  );
}

/** "Previesť vstupenku": the ticket, the cut-off, the friend's e-mail; the API's refusal on the field or above it. */
export function TransferDialog({ show, orderId, serial, ticket, startsAt, onClose, onSent }: Props) {
  return (
    <ShopDialog show={show} title={t.dialogTitle} titleId={`transfer-${serial}-title`} onClose={onClose}>
      <p className="fw-semibold mb-1">{ticket}</p>
      <p className="small mb-2">{t.intro}</p>
      <p className="small mb-3" data-testid="transfer-cutoff">
        {t.until(formatDateTime(transferCutoff(startsAt).toISOString()))}
      </p>
      {show ? <TransferForm orderId={orderId} serial={serial} onSent={onSent} /> : null}
    </ShopDialog>
  );
}
