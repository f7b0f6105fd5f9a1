import type { AdminOrderRefund } from '@hokej/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { shopDay } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { skAdminOrders } from '../../../shared/i18n/skAdminOrders.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';
import { useMarkRefundSentMutation } from '../api/orderAdminEndpoints.ts';

const t = skAdminOrders.detail;

type Props = { orderId: string; refund: AdminOrderRefund; onDone: () => void; onClose: () => void };

/** The club records that its bank sent a refund by transfer: the day (today by default) and a note. */
export function MarkRefundSentDialog({ orderId, refund, onDone, onClose }: Props) {
  const [sentOn, setSentOn] = useState(() => shopDay());
  const [note, setNote] = useState('');
  const [mark, marking] = useMarkRefundSentMutation();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = note.trim();
    const result = await mark({
      id: orderId,
      refundId: refund.id,
      body: trimmed ? { sentOn, note: trimmed } : { sentOn },
    });
    if ('data' in result && result.data) onDone();
  };
  return (
    <ShopDialog
      show
      title={t.markSentTitle(formatPrice(refund.amount))}
      titleId="mark-sent-title"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {skAdminContent.common.cancel}
          </Button>
          <Button variant="primary" onClick={() => submit()} disabled={marking.isLoading || !sentOn}>
            {t.markSent}
          </Button>
        </>
      }
    >
      <Form onSubmit={submit}>
        <p>{t.markSentText}</p>
        <Form.Group controlId="refund-sent-on" className="mb-3">
          <Form.Label>{t.sentOnLabel}</Form.Label>
          <Form.Control
            type="date"
            required
            max={shopDay()}
            value={sentOn}
            onChange={(e) => setSentOn(e.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="refund-sent-note">
          <Form.Label>{t.sentNoteLabel}</Form.Label>
          <Form.Control type="text" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Group>
        {marking.error ? (
          <Alert variant="danger" className="mt-3 mb-0">
            {toApiError(marking.error).message}
          </Alert>
        ) : null}
      </Form>
    </ShopDialog>
  );
}
