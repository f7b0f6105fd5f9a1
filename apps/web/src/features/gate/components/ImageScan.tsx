import { type ChangeEvent, useId, useState } from 'react';
import { skAdmin } from '../../../shared/i18n/skAdmin.ts';
import { decodeImageFile } from '../model/qrDecode.ts';

const t = skAdmin.checkIn;

/** "Načítať z obrázka": a photo or screenshot of a ticket, its QR code read in the browser. */
export function ImageScan({ onCode, disabled }: { onCode: (code: string) => void; disabled: boolean }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again (a second scan of one ticket).
    input.value = '';
    if (!file) return;
    setProblem(null);
    setReading(true);
    try {
      const code = await decodeImageFile(file);
      if (code) onCode(code);
      else setProblem(t.imageNoCode);
    } catch {
      setProblem(t.imageUnreadable);
    } finally {
      setReading(false);
    }
  };

  return (
    <div>
      <label
        htmlFor={id}
        className={`btn btn-outline-primary btn-lg w-100 gate-action${disabled || reading ? ' disabled' : ''}`}
      >
        {t.fromImage}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="visually-hidden"
        onChange={read}
        disabled={disabled || reading}
      />
      {problem ? (
        <p className="text-danger fw-semibold mt-2 mb-0" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
