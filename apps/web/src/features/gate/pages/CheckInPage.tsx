import '../gate.css';
import { type FormEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { useCheckTicketMutation, useGetGateMatchesQuery } from '../api/gateEndpoints.ts';
import { CameraSwitch, CameraView, useCamera } from '../components/CameraScanner.tsx';
import { GateSettings } from '../components/GateSettings.tsx';
import { ImageScan } from '../components/ImageScan.tsx';
import { ScanHistory } from '../components/ScanHistory.tsx';
import { VerdictPanel } from '../components/VerdictPanel.tsx';
import {
  chosenMatch,
  readGateMatch,
  readGateName,
  writeGateMatch,
  writeGateName,
} from '../model/gateDevice.ts';
import { type GateScan, gateVerdict, withScan } from '../model/gateScan.ts';

const t = skAdmin.checkIn;

/**
 * The gate, built for a phone held in one hand: the back camera reads ticket QR codes (or a photo of one,
 * or a scanner types the code, or the cashier types the serial); the answer shows big and is announced.
 * The device remembers its gate name and match; each check names both.
 */
export function CheckInPage() {
  const [code, setCode] = useState('');
  const [scans, setScans] = useState<GateScan[]>([]);
  const [gate, setGate] = useState(readGateName);
  const [storedMatch, setStoredMatch] = useState(readGateMatch);
  const { data: matches } = useGetGateMatchesQuery();
  const [checkTicket, { isLoading }] = useCheckTicketMutation();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const matchId = matches
    ? chosenMatch(
        matches.data.map((m) => m.id),
        storedMatch,
      )
    : null;

  const check = async (scanned: string) => {
    const trimmed = scanned.trim();
    if (!trimmed || isLoading || !matchId) return;
    const result = await checkTicket({
      code: trimmed,
      matchId,
      ...(gate.trim() ? { gate: gate.trim() } : {}),
    });
    const verdict = gateVerdict(result.data ? { data: result.data } : { error: toApiError(result.error) });
    const scan = { id: nextId.current++, code: trimmed, scannedAt: Date.now(), verdict };
    setScans((history) => withScan(history, scan));
    navigator.vibrate?.(verdict.kind === 'admitted' ? 80 : [200, 100, 200]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code;
    if (!typed.trim() || isLoading || !matchId) return;
    setCode('');
    await check(typed);
    input.current?.focus();
  };

  const camera = useCamera(check, isLoading || !matchId);
  const last = scans[0];
  return (
    <div className="mx-auto gate-page" style={{ maxWidth: '44rem' }}>
      <BackOfficeHeader title={t.title} />
      <GateSettings
        matches={matches?.data}
        matchId={matchId}
        onMatch={(id) => {
          setStoredMatch(id);
          writeGateMatch(id);
        }}
        gate={gate}
        onGate={(name) => {
          setGate(name);
          writeGateName(name);
        }}
      />
      <CameraView camera={camera} />
      <section aria-live="assertive" aria-atomic="true" aria-label={t.title} className="mb-3">
        {last ? (
          <VerdictPanel key={last.id} verdict={last.verdict} />
        ) : (
          <p className="text-body-secondary">{t.waiting}</p>
        )}
      </section>
      <div className="gate-actions">
        <CameraSwitch camera={camera} />
        <ImageScan onCode={check} disabled={isLoading || !matchId} />
      </div>
      <Form onSubmit={submit} className="my-3">
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
            // The gate page exists to receive scans: a USB or Bluetooth scanner types into this field.
            autoFocus
          />
          <Button type="submit" size="lg" disabled={isLoading || !matchId}>
            {isLoading ? t.checking : t.submit}
          </Button>
        </div>
        <Form.Text id="gate-code-hint">{t.hint}</Form.Text>
      </Form>
      <ScanHistory scans={scans} />
    </div>
  );
}
