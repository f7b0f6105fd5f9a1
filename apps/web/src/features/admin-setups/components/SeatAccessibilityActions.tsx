import type { SeatAccessibility } from '@hokej/contract/constants';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { skAdminSeats } from '../../../shared/i18n/skAdminSeats.ts';
import { AccessibilityIcon } from '../../../shared/seating/AccessibilityMark.tsx';

const t = skAdminSeats.accessibility;
const KINDS: SeatAccessibility[] = ['WHEELCHAIR', 'COMPANION'];

interface Props {
  count: number;
  busy: boolean;
  onMark: (accessibility: SeatAccessibility | null) => void;
}

/** Marks the selected seats as wheelchair or companion places, or takes the mark away. */
export function SeatAccessibilityActions({ count, busy, onMark }: Props) {
  const hintId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset.
    <div role="group" aria-label={t.label} aria-describedby={hintId} className="mt-3">
      <h3 className="h6 mb-1">{t.label}</h3>
      <p className="small text-body-secondary mb-2" id={hintId}>
        {t.hint}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outline-dark"
            disabled={busy || count === 0}
            onClick={() => onMark(kind)}
          >
            <AccessibilityIcon kind={kind} /> {t[kind]}
          </Button>
        ))}
        <Button variant="outline-secondary" disabled={busy || count === 0} onClick={() => onMark(null)}>
          {t.none}
        </Button>
      </div>
    </div>
  );
}
