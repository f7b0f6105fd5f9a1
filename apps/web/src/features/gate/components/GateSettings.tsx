import { GATE_NAME_MAX, type GateMatch } from '@hokej/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';

const t = skAdmin.checkIn;

type Props = {
  matches: readonly GateMatch[] | undefined;
  matchId: string | null;
  onMatch: (matchId: string) => void;
  gate: string;
  onGate: (gate: string) => void;
};

const matchLabel = (match: GateMatch) => `${match.title} · ${formatDateTime(match.startsAt)}`;

/**
 * Which match this gate checks for and what it is called; folded to one line once the gate has a name,
 * so the camera and the verdict keep the phone's screen.
 */
export function GateSettings({ matches, matchId, onMatch, gate, onGate }: Props) {
  const current = matches?.find((m) => m.id === matchId);
  // Open at first for a gate without a name; after that the cashier folds and unfolds it.
  const [openAtStart] = useState(!gate.trim());
  return (
    <details className="gate-settings mb-3" open={openAtStart}>
      <summary className="fw-semibold">
        {t.settings}: {t.gateSummary(gate.trim() || null, current ? matchLabel(current) : t.matchesLoading)}
      </summary>
      <div className="row g-2 mt-1">
        <div className="col-12 col-md-7">
          <Form.Label htmlFor="gate-match">{t.match}</Form.Label>
          <Form.Select
            id="gate-match"
            value={matchId ?? ''}
            onChange={(event) => onMatch(event.target.value)}
            disabled={!matches}
          >
            {matches ? null : <option value="">{t.matchesLoading}</option>}
            {matches?.map((match) => (
              <option key={match.id} value={match.id}>
                {matchLabel(match)}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-12 col-md-5">
          <Form.Label htmlFor="gate-name">{t.gate}</Form.Label>
          <Form.Control
            id="gate-name"
            value={gate}
            maxLength={GATE_NAME_MAX}
            onChange={(event) => onGate(event.target.value)}
            aria-describedby="gate-name-hint"
            autoComplete="off"
          />
          <Form.Text id="gate-name-hint">{t.gateHint}</Form.Text>
        </div>
      </div>
    </details>
  );
}
