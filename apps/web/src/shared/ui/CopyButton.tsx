import { useId, useState } from 'react';
import { sk } from '../i18n/sk.ts';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * "Kopírovať" beside a value the fan types elsewhere (IBAN, variable symbol): copies `value` to the
 * clipboard and says so in a polite live region ("Skopírované"), seen and heard. `label` is the button's
 * accessible name and must start with the visible "Kopírovať" (e.g. "Kopírovať IBAN").
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const statusId = useId();
  const copy = async () => {
    setOutcome('idle');
    const copied = await (navigator.clipboard?.writeText(value) ?? Promise.reject()).then(
      () => true,
      () => false,
    );
    setOutcome(copied ? 'copied' : 'failed');
  };
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary py-0"
        aria-label={label}
        aria-describedby={statusId}
        onClick={copy}
      >
        {sk.common.copy}
      </button>
      <span id={statusId} role="status" className="small text-body-secondary">
        {outcome === 'copied' ? sk.common.copied : outcome === 'failed' ? sk.common.copyFailed : ''}
      </span>
    </span>
  );
}
