import type { TicketKind } from '@hokej/contract/constants';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { skAdminOrders } from '../../../shared/i18n/skAdminOrders.ts';
import { ShopDialog } from '../../../shared/ui/ShopDialog.tsx';

const t = skAdminOrders.detail;

type Props = {
  orderNumber: string;
  amount: string;
  /** A cancelled order's late payment: only the money goes back. */
  late?: boolean;
  /** Whose tickets stop being valid: vstupenky, permanentky or both. */
  kind?: TicketKind;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks before a refund, which cannot be taken back, with an optional reason for the record. */
export function RefundDialog({
  orderNumber,
  amount,
  late = false,
  kind = 'MATCH',
  busy,
  error,
  onConfirm,
  onClose,
}: Props) {
  const [reason, setReason] = useState('');
  return (
    <ShopDialog
      show
      title={t.refundTitle(orderNumber)}
      titleId="refund-title"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {skAdminContent.common.cancel}
          </Button>
          <Button variant="danger" onClick={() => onConfirm(reason.trim())} disabled={busy}>
            {t.refund}
          </Button>
        </>
      }
    >
      <p>{late ? t.refundLateText(amount) : t.refundText(amount, kind)}</p>
      <Form.Group controlId="refund-reason">
        <Form.Label>{t.reason}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Form.Group>
      {error ? (
        <Alert variant="danger" className="mt-3 mb-0">
          {error}
        </Alert>
      ) : null}
    </ShopDialog>
  );
}
