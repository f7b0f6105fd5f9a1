import type { AdminSetup, AdminSetupList, ArenaTemplateList } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import Form from 'react-bootstrap/Form';
import { formatCount } from '../../../shared/format/number.ts';
import { skAdminEvents } from '../../../shared/i18n/skAdminEvents.ts';
import type { SetupFormErrors, SetupFormValues } from '../model/setupForm.ts';

const f = skAdminEvents.fields;

type Props = {
  setupType: SetupType;
  values: SetupFormValues;
  errors: SetupFormErrors;
  onChange: <K extends keyof SetupFormValues>(name: K, value: SetupFormValues[K]) => void;
  /** Offered when creating; an existing one keeps its template. */
  templates?: ArenaTemplateList['data'];
  /** The club's seasons a new match may join; an existing match keeps its season. */
  seasons?: AdminSetupList['data'];
  /** The season an existing match joined (null: none), shown as it is. */
  joinedSeason?: AdminSetup['season'];
};

type TextName = Exclude<keyof SetupFormValues, 'phoneRequired' | 'templateId' | 'seasonId'>;

/**
 * The fields of a match or season: template and a match's season (new only, shown after), names, times in
 * Bratislava, COVID label and description (each in Slovak and English), phone rule.
 */
export function SetupFields({
  setupType,
  values,
  errors,
  onChange,
  templates,
  seasons,
  joinedSeason,
}: Props) {
  const text = (name: TextName, label: string, type = 'text', hint?: string) => (
    <Form.Group className="col-12 col-md-6" controlId={`setup-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={values[name]}
        isInvalid={Boolean(errors[name])}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `setup-${name}-error` : undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {hint ? <Form.Text className="d-block">{hint}</Form.Text> : null}
      <Form.Control.Feedback type="invalid" id={`setup-${name}-error`}>
        {errors[name]}
      </Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <div className="row g-3">
      {templates ? (
        <Form.Group className="col-12 col-md-6" controlId="setup-templateId">
          <Form.Label>{f.template}</Form.Label>
          <Form.Select
            value={values.templateId}
            isInvalid={Boolean(errors.templateId)}
            aria-invalid={errors.templateId ? true : undefined}
            aria-describedby={errors.templateId ? 'setup-templateId-error' : undefined}
            onChange={(event) => onChange('templateId', event.target.value)}
          >
            <option value="">{f.chooseTemplate}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} ({formatCount(template.seats)})
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id="setup-templateId-error">
            {errors.templateId}
          </Form.Control.Feedback>
        </Form.Group>
      ) : null}
      {setupType === 'EVENT' && seasons ? (
        <Form.Group className="col-12 col-md-6" controlId="setup-seasonId">
          <Form.Label>{f.season}</Form.Label>
          <Form.Select
            value={values.seasonId}
            aria-describedby="setup-seasonId-hint"
            onChange={(event) => onChange('seasonId', event.target.value)}
          >
            <option value="">{f.noSeason}</option>
            {seasons.map((season) => (
              <option key={season.id} value={season.id}>
                {season.published ? f.seasonOnSale(season.title) : season.title}
              </option>
            ))}
          </Form.Select>
          <Form.Text id="setup-seasonId-hint" className="d-block">
            {f.seasonHint}
          </Form.Text>
        </Form.Group>
      ) : null}
      {setupType === 'EVENT' && joinedSeason !== undefined ? (
        <Form.Group className="col-12 col-md-6" controlId="setup-season">
          <Form.Label>{f.season}</Form.Label>
          <Form.Control plaintext readOnly value={joinedSeason?.title ?? f.noSeason} />
        </Form.Group>
      ) : null}
      {text('title', f.title)}
      {setupType === 'EVENT' ? text('opponent', f.opponent) : null}
      {text('startsAt', f.startsAt, 'datetime-local')}
      {text('endsAt', f.endsAt, 'datetime-local')}
      {text('saleStartsAt', f.saleStartsAt, 'datetime-local')}
      {text('saleEndsAt', f.saleEndsAt, 'datetime-local')}
      {setupType === 'EVENT' ? text('covidRestriction', f.covidRestriction, 'text', f.covidHint) : null}
      {setupType === 'EVENT' ? text('covidRestrictionEn', f.covidRestrictionEn, 'text', f.covidEnHint) : null}
      {text('description', f.description)}
      {text('descriptionEn', f.descriptionEn, 'text', f.descriptionEnHint)}
      {setupType === 'EVENT' ? (
        <Form.Group className="col-12" controlId="setup-phoneRequired">
          <Form.Check
            type="checkbox"
            label={f.phoneRequired}
            checked={values.phoneRequired}
            onChange={(event) => onChange('phoneRequired', event.target.checked)}
          />
        </Form.Group>
      ) : null}
    </div>
  );
}
