import type { ArenaTemplateList, SetupType } from '@hokej/contract';
import Form from 'react-bootstrap/Form';
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
};

type TextName = Exclude<keyof SetupFormValues, 'phoneRequired' | 'templateId'>;

/** The fields of a match or season: template (new only), names, times in Bratislava, COVID label, phone rule. */
export function SetupFields({ setupType, values, errors, onChange, templates }: Props) {
  const text = (name: TextName, label: string, type = 'text', hint?: string) => (
    <Form.Group className="col-12 col-md-6" controlId={`setup-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={values[name]}
        isInvalid={Boolean(errors[name])}
        onChange={(event) => onChange(name, event.target.value)}
      />
      {hint ? <Form.Text className="d-block">{hint}</Form.Text> : null}
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
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
            onChange={(event) => onChange('templateId', event.target.value)}
          >
            <option value="">{f.chooseTemplate}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} ({template.seats})
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.templateId}</Form.Control.Feedback>
        </Form.Group>
      ) : null}
      {text('title', f.title)}
      {setupType === 'EVENT' ? text('opponent', f.opponent) : null}
      {text('startsAt', f.startsAt, 'datetime-local')}
      {text('endsAt', f.endsAt, 'datetime-local')}
      {text('saleStartsAt', f.saleStartsAt, 'datetime-local')}
      {text('saleEndsAt', f.saleEndsAt, 'datetime-local')}
      {setupType === 'EVENT' ? text('covidRestriction', f.covidRestriction, 'text', f.covidHint) : null}
      {text('description', f.description)}
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
