import { RelocationWavesBody } from '@hokej/contract';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { fieldErrorsOf, toApiError } from '../../../shared/api/apiError.ts';
import { validateAgainst } from '../../../shared/forms/schemaValidation.ts';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { useSetRelocationWavesMutation } from '../api/renewalAdminEndpoints.ts';

const t = skRenewalsAdmin.relocation;
type Field = keyof RelocationWavesBody;
const FIELDS: readonly [Field, string, string][] = [
  ['waveSize', t.waveSize, t.waveSizeInvalid],
  ['waveMinutes', t.waveMinutes, t.waveMinutesInvalid],
];
const invalidText = Object.fromEntries(FIELDS.map(([field, , text]) => [field, text])) as Record<
  Field,
  string
>;

/** A whole number typed in the field, or the text itself (so the schema refuses it). */
const asNumber = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** Each field that failed (in the form or at the API) gets its own Slovak sentence, whatever the keyword. */
function messagesOf(fields: string[]): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const field of fields) if (field in invalidText) out[field as Field] = invalidText[field as Field];
  return out;
}

/**
 * The club's wave settings (holders per wave, minutes per wave): checked against the contract's schema before
 * sending; the API's refusal (`RELOCATION_WAVES_INVALID`) is shown at the field it names, with its coded message.
 */
export function RelocationWavesForm({
  campaignId,
  waveSize,
  waveMinutes,
  onSaved,
}: {
  campaignId: string;
  waveSize: number;
  waveMinutes: number;
  onSaved: () => void;
}) {
  const [save, saving] = useSetRelocationWavesMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    waveSize: String(waveSize),
    waveMinutes: String(waveMinutes),
  });
  const [invalid, setInvalid] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const prefix = `relocation-waves-${campaignId}`;
  const apiError = saving.isError ? toApiError(saving.error) : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { waveSize: asNumber(values.waveSize), waveMinutes: asNumber(values.waveMinutes) };
    const found = messagesOf(Object.keys(validateAgainst(RelocationWavesBody, body)));
    setInvalid(found);
    const first = FIELDS.find(([field]) => found[field]);
    if (first) return inputs.current[first[0]]?.focus();
    const result = await save({ id: campaignId, body: body as RelocationWavesBody });
    if ('data' in result) return onSaved();
    // The API's coded message is shown at each field it names (else above the button).
    const refusal = toApiError(result.error);
    const refused: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(messagesOf(fieldErrorsOf(refusal).map((f) => f.field))))
      refused[field as Field] = refusal.message;
    setInvalid(refused);
    const named = FIELDS.find(([field]) => refused[field]);
    if (named) inputs.current[named[0]]?.focus();
  }

  return (
    <Form onSubmit={submit} noValidate className="mb-3">
      <div className="d-flex flex-wrap align-items-start gap-3 mb-2">
        {FIELDS.map(([field, label]) => (
          <Form.Group key={field} controlId={`${prefix}-${field}`}>
            <Form.Label>{label}</Form.Label>
            <Form.Control
              ref={(el: HTMLInputElement | null) => {
                inputs.current[field] = el;
              }}
              inputMode="numeric"
              value={values[field]}
              isInvalid={Boolean(invalid[field])}
              aria-invalid={invalid[field] ? true : undefined}
              aria-describedby={invalid[field] ? `${prefix}-${field}-error` : `${prefix}-hint`}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            />
            <Form.Control.Feedback type="invalid" id={`${prefix}-${field}-error`}>
              {invalid[field]}
            </Form.Control.Feedback>
          </Form.Group>
        ))}
      </div>
      <Form.Text id={`${prefix}-hint`} className="d-block mb-2">
        {t.waveHint}
      </Form.Text>
      <Button type="submit" variant="outline-primary" disabled={saving.isLoading}>
        {t.save}
      </Button>
      {apiError && Object.keys(invalid).length === 0 ? (
        <Alert variant="danger" className="mt-2 mb-0" role="alert">
          {apiError.message}
        </Alert>
      ) : null}
    </Form>
  );
}
