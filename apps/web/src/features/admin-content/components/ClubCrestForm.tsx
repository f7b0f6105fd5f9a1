import { CLUB_CREST_TYPES } from '@hokej/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { ConfirmDialog } from '../../../shared/backoffice/ConfirmDialog.tsx';
import { useRemoveClubCrestMutation, useSaveClubCrestMutation } from '../../../shared/club/clubApi.ts';
import { skAdminClub } from '../../../shared/i18n/skAdminClub.ts';
import { base64Of, checkCrest } from '../model/clubLook.ts';

const t = skAdminClub.crest;

/** The club's crest: upload an SVG or PNG (checked here for type and size, as the API does), or remove it. */
export function ClubCrestForm({
  crestUrl,
  onSaved,
}: {
  crestUrl: string | null;
  onSaved: (text: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [upload, uploading] = useSaveClubCrestMutation();
  const [remove, removing] = useRemoveClubCrestMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setProblem(t.pick);
    const check = checkCrest(file);
    if (check !== 'ok') return setProblem(t[check]);
    setProblem(null);
    const answer = await upload({ contentType: file.type, data: await base64Of(file) });
    if ('data' in answer) {
      if (input.current) input.current.value = '';
      onSaved(t.uploaded);
    }
  };

  const failure = problem ?? (uploading.isError ? toApiError(uploading.error).message : null);
  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 className="h5" id={`${id}-h`}>
        {t.heading}
      </h2>
      {crestUrl ? (
        <figure className="mb-3">
          <img src={crestUrl} alt={t.current} width={96} height={96} className="club-crest-preview" />
          <figcaption className="small text-body-secondary">{t.current}</figcaption>
        </figure>
      ) : (
        <p className="text-body-secondary">{t.none}</p>
      )}
      <Form.Group controlId={`${id}-file`} className="mb-2">
        <Form.Label>{t.label}</Form.Label>
        <Form.Control
          type="file"
          ref={input}
          accept={CLUB_CREST_TYPES.join(',')}
          isInvalid={failure !== null}
          aria-invalid={failure !== null}
          onChange={() => setProblem(null)}
        />
      </Form.Group>
      {failure ? (
        <Alert variant="danger" className="py-2">
          {failure}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={uploading.isLoading}>
          {uploading.isLoading ? skAdminClub.saving : t.upload}
        </Button>
        {crestUrl ? (
          <Button variant="outline-danger" onClick={() => setAsking(true)}>
            {t.remove}
          </Button>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={t.remove}
          text={t.removeConfirm}
          confirm={t.remove}
          busy={removing.isLoading}
          error={removing.isError ? toApiError(removing.error).message : null}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            const answer = await remove();
            if ('data' in answer) {
              setAsking(false);
              onSaved(t.removed);
            }
          }}
        />
      ) : null}
    </Form>
  );
}
