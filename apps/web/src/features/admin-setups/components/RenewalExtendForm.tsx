import type { RenewalCampaign } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { fromDateTimeInput, toDateTimeInput } from '../../../shared/backoffice/dateTimeInput.ts';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { useExtendRenewalMutation } from '../api/renewalAdminEndpoints.ts';

const t = skRenewalsAdmin;
const WEEK = 7 * 86_400_000;

/** A later renewal deadline (the API refuses an earlier one, a passed one, or one past the relocation start). */
export function RenewalExtendForm({
  campaign,
  onExtended,
}: {
  campaign: RenewalCampaign;
  onExtended: () => void;
}) {
  const [extend, extending] = useExtendRenewalMutation();
  const proposed = Math.min(Date.parse(campaign.renewalTo) + WEEK, Date.parse(campaign.relocationFrom));
  const [renewalTo, setRenewalTo] = useState(() => toDateTimeInput(new Date(proposed)));
  const id = `renewal-extend-${campaign.id}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { renewalTo: fromDateTimeInput(renewalTo) ?? renewalTo };
    const result = await extend({ id: campaign.id, body });
    if ('data' in result) onExtended();
  }

  return (
    <Form onSubmit={submit} noValidate className="mt-3">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group controlId={id}>
          <Form.Label>{t.extend}</Form.Label>
          <Form.Control
            type="datetime-local"
            required
            value={renewalTo}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setRenewalTo(e.target.value)}
          />
        </Form.Group>
        <Button type="submit" variant="outline-primary" disabled={extending.isLoading}>
          {t.extendButton}
        </Button>
      </div>
      <Form.Text id={`${id}-hint`}>{t.extendHint}</Form.Text>
      {extending.isError ? (
        <Alert variant="danger" className="mt-2 mb-0" role="alert">
          {toApiError(extending.error).message}
        </Alert>
      ) : null}
    </Form>
  );
}
