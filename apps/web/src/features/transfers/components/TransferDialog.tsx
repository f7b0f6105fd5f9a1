import { type TicketTransfer, TransferBody } from '@hokej/contract';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { FormFailure } from '../../../shared/forms/FormFailure.tsx';
import { SelectField } from '../../../shared/forms/SelectField.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { schemaResolver } from '../../../shared/forms/schemaValidation.ts';
import { showOnFields } from '../../../shared/forms/serverErrors.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { transferText } from '../../../shared/i18n/skTransfers.ts';
import { transferCutoff, useOfferTransferMutation } from '../../../shared/transfers/transferApi.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';

const t = transferText.view;
type Values = { email: string; matchId?: string };
const resolver = schemaResolver<Values>(TransferBody, { email: { required: () => t.fillEmail } });

/** A match the form offers to lend a season ticket for. */
export type LendableMatch = { matchId: string; label: string };

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

type FormProps = Pick<Props, 'orderId' | 'serial'> & {
  /** A season ticket's matches to lend it for (the first chosen); absent for a match ticket. */
  matches?: readonly LendableMatch[];
  onSent: (sent: TicketTransfer) => void;
};

/**
 * The form, mounted while its dialog is open: the caret starts in the first field (the match to lend a
 * season ticket for, else the e-mail).
 */
export function TransferForm({ orderId, serial, matches, onSent }: FormProps) {
  const [offer, { isLoading }] = useOfferTransferMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { email: '', matchId: matches?.[0]?.matchId } });

  useEffect(() => setFocus(matches ? 'matchId' : 'email'), [setFocus, matches]);

  const send = async ({ email, matchId }: Values) => {
    setFailure(null);
    const result = await offer({ orderId, serial, email: email.trim(), matchId });
    if ('data' in result && result.data) {
      onSent(result.data);
      return;
    }
    const error = toApiError(result.error);
    const onField = showOnFields<Values>(error, {
      schema: TransferBody,
      codeFields: {
        TRANSFER_EMAIL_INVALID: 'email',
        TRANSFER_TO_SELF: 'email',
        ...(matches
          ? {
              TRANSFER_TOO_LATE: 'matchId',
              TRANSFER_SEAT_RELEASED: 'matchId',
              TRANSFER_ALREADY_OPEN: 'matchId',
              TRANSFER_TICKET_USED: 'matchId',
            }
          : {}),
      },
      setError,
    });
    if (!onField) setFailure(`${t.failed} ${error.message}`);
  };

  return (
    <>
      <FormFailure message={failure} />
      <Form noValidate onSubmit={handleSubmit(send)} aria-label={matches ? t.lendTitle : t.dialogTitle}>
        {matches ? (
          <SelectField
            id={`transfer-${serial}-match`}
            label={t.lendMatch}
            options={matches.map((m) => ({ value: m.matchId, label: m.label }))}
            error={errors.matchId?.message}
            registration={register('matchId')}
          />
        ) : null}
        <TextField
          id={`transfer-${serial}-email`}
          label={t.email}
          type="email"
          autoComplete="off"
          hint={t.emailHint}
          error={errors.email?.message}
          registration={register('email')}
        />
        <SubmitButton
          label={matches ? t.lendSend : t.send}
          busyLabel={t.sending}
          busy={isLoading}
          className="w-100"
        />
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
        {transferText.t('until', { cutoff: formatDateTime(transferCutoff(startsAt).toISOString()) })}
      </p>
      {show ? (
        <TransferForm orderId={orderId} serial={serial} onSent={(sent) => onSent(sent.recipientEmail)} />
      ) : null}
    </ShopDialog>
  );
}
