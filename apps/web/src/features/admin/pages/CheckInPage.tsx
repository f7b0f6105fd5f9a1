import '../admin.css';
import { type FormEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { useCheckTicketMutation } from '../api/adminEndpoints.ts';
import { BackOfficeHeader } from '../components/BackOfficeHeader.tsx';
import { ScanHistory } from '../components/ScanHistory.tsx';
import { VerdictPanel } from '../components/VerdictPanel.tsx';
import { type GateScan, gateVerdict, withScan } from '../model/gateScan.ts';

const t = skAdmin.checkIn;

/**
 * The gate: a scanner types the ticket's code and presses Enter (or the cashier pastes it). The answer shows
 * big and is announced; the field empties and keeps focus for the next ticket.
 */
export function CheckInPage() {
  const [code, setCode] = useState('');
  const [scans, setScans] = useState<GateScan[]>([]);
  const [checkTicket, { isLoading }] = useCheckTicketMutation();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = code.trim();
    if (!token || isLoading) return;
    setCode('');
    const result = await checkTicket({ code: token });
    const verdict = gateVerdict(result.data ? { data: result.data } : { error: toApiError(result.error) });
    const scan = { id: nextId.current++, code: token, scannedAt: Date.now(), verdict };
    setScans((history) => withScan(history, scan));
    input.current?.focus();
  };

  const last = scans[0];
  return (
    <div className="mx-auto" style={{ maxWidth: '44rem' }}>
      <BackOfficeHeader title={t.title} />
      <Form onSubmit={submit} className="mb-3">
        <Form.Label htmlFor="gate-code" className="fw-semibold">
          {t.label}
        </Form.Label>
        <div className="d-flex flex-column flex-sm-row gap-2">
          <Form.Control
            id="gate-code"
            ref={input}
            className="gate-code-input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby="gate-code-hint"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            // The gate page exists to receive scans: the scanner types into this field.
            autoFocus
          />
          <Button type="submit" size="lg" disabled={isLoading}>
            {isLoading ? t.checking : t.submit}
          </Button>
        </div>
        <Form.Text id="gate-code-hint">{t.hint}</Form.Text>
      </Form>
      <section aria-live="assertive" aria-atomic="true" aria-label={t.title}>
        {last ? (
          <VerdictPanel key={last.id} verdict={last.verdict} />
        ) : (
          <p className="text-body-secondary">{t.waiting}</p>
        )}
      </section>
      <ScanHistory scans={scans} />
    </div>
  );
}
