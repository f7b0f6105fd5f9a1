import { CLUB_COLOR_MIN_CONTRAST } from '@hokej/contract';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { useSaveClubColorMutation } from '../../../shared/club/clubApi.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { skAdminClub } from '../../../shared/i18n/skAdminClub.ts';
import { checkColor } from '../model/clubLook.ts';

const t = skAdminClub.color;
/** The shop's own colour (styles.css --shop-accent), previewed while the field is empty. */
const SHOP_COLOR = '#0b3d91';

/** The club's colour: typed or picked, previewed live with its contrast, refused under 4.5 : 1 (as the API). */
export function ClubColorForm({ saved, onSaved }: { saved: string | null; onSaved: (text: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState(saved ?? '');
  const [tried, setTried] = useState(false);
  const [save, saving] = useSaveClubColorMutation();
  const check = checkColor(typed);
  const shown = check.kind === 'ok' || check.kind === 'tooLow' ? check.color : SHOP_COLOR;
  const refused = check.kind === 'invalid' || check.kind === 'tooLow';
  const problem =
    check.kind === 'invalid' ? t.invalid : check.kind === 'tooLow' ? t.tooLow(CLUB_COLOR_MIN_CONTRAST) : null;

  const send = async (color: string | null) => {
    const answer = await save({ primaryColor: color });
    if ('data' in answer) onSaved(color ? t.saved : t.resetDone);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (refused) return;
    void send(check.kind === 'ok' ? check.color : null);
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h2 className="h5" id={`${id}-h`}>
        {t.heading}
      </h2>
      <p className="small text-body-secondary mb-2">{t.current(saved)}</p>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <Form.Group controlId={`${id}-hex`}>
          <Form.Label>{t.label}</Form.Label>
          <Form.Control
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={20}
            spellCheck={false}
            autoComplete="off"
            isInvalid={tried && refused}
            aria-invalid={tried && refused}
            aria-describedby={`${id}-hint ${id}-status`}
            className="club-color-text"
          />
        </Form.Group>
        <Form.Group controlId={`${id}-picker`}>
          <Form.Label className="visually-hidden">{t.picker}</Form.Label>
          <Form.Control
            type="color"
            value={shown}
            title={t.picker}
            onChange={(event) => setTyped(event.target.value)}
            className="club-color-picker"
          />
        </Form.Group>
      </div>
      <p className="small text-body-secondary" id={`${id}-hint`}>
        {t.hint(CLUB_COLOR_MIN_CONTRAST)}
      </p>
      <ColorPreview color={shown} />
      <p id={`${id}-status`} aria-live="polite" className={refused ? 'text-danger fw-semibold' : 'small'}>
        {check.kind === 'ok' || check.kind === 'tooLow' ? `${t.contrast(check.ratio)}. ` : ''}
        {problem ?? ''}
      </p>
      {saving.isError ? <Alert variant="danger">{toApiError(saving.error).message}</Alert> : null}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={saving.isLoading}>
          {saving.isLoading ? skAdminClub.saving : t.save}
        </Button>
        {saved ? (
          <Button
            variant="outline-secondary"
            disabled={saving.isLoading}
            onClick={() => {
              setTyped('');
              void send(null);
            }}
          >
            {t.reset}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * A picture of the top bar and centre ice in the colour, white text and monogram on it, as the fans will see
 * them; a refused colour is shown too, so its poor contrast is seen (a picture, named by its colour).
 */
function ColorPreview({ color }: { color: string }) {
  return (
    <figure className="club-color-preview mb-2" data-testid="club-color-preview">
      <svg
        viewBox="0 0 240 96"
        width="240"
        height="96"
        role="img"
        aria-label={skAdminClub.color.previewOf(color)}
        className="club-color-sample"
      >
        <rect x="0" y="0" width="240" height="24" rx="4" fill={color} className="club-color-bar" />
        <text x="10" y="16" fontSize="12" className="club-color-monogram">
          {sk.clubName}
        </text>
        <rect x="50" y="30" width="140" height="64" rx="20" className="club-color-ice" />
        <circle cx="120" cy="62" r="24" fill={color} stroke="#fff" />
        <text x="120" y="62" dy="0.35em" textAnchor="middle" fontSize="18" className="club-color-monogram">
          {sk.clubMonogram}
        </text>
      </svg>
      <figcaption className="small text-body-secondary">{skAdminClub.color.previewText}</figcaption>
    </figure>
  );
}
