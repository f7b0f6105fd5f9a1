import type { AdminSetupDetail } from '@hokej/contract';
import { PRESALE_AUDIENCES, type PresaleAudience, type SetupType } from '@hokej/contract/constants';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { skPresale as t } from '../../../shared/i18n/skPresale.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useSetSetupPresaleMutation } from '../api/setupAdminEndpoints.ts';
import {
  type PresaleFormErrors,
  type PresaleFormValues,
  presaleFormOf,
  toPresaleBody,
} from '../model/presaleForm.ts';

/** The holders' presale of a match or season: from, to (Bratislava time), for whom, limit per person. */
export function PresaleCard({ setupType, setup }: { setupType: SetupType; setup: AdminSetupDetail }) {
  const dispatch = useShopDispatch();
  const [values, setValues] = useState<PresaleFormValues>(() => presaleFormOf(setup));
  const [errors, setErrors] = useState<PresaleFormErrors>({});
  const [save, saving] = useSetSetupPresaleMutation();
  const ref = { setupType, id: setup.id };
  const change = <K extends keyof PresaleFormValues>(name: K, value: PresaleFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toPresaleBody(values);
    setErrors(checked.errors);
    if (!checked.body) return;
    const result = await save({ ...ref, body: checked.body });
    if ('data' in result && result.data) dispatch(toastShown('success', t.saved));
  };
  const remove = async () => {
    const result = await save({ ...ref, body: { presale: null } });
    if ('data' in result && result.data) {
      setValues(presaleFormOf(result.data));
      dispatch(toastShown('success', t.removed));
    }
  };
  const when = (name: 'from' | 'to', label: string) => (
    <Form.Group className="col-12 col-md-6" controlId={`presale-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="datetime-local"
        value={values[name]}
        isInvalid={Boolean(errors[name])}
        onChange={(event) => change(name, event.target.value)}
      />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <Card className="mb-4 shadow-sm">
      <Card.Body>
        <h2 className="h5">{t.title}</h2>
        <p className="small">{setup.presale ? t.intro : `${t.none} ${t.intro}`}</p>
        <form onSubmit={submit} noValidate aria-label={t.title}>
          <div className="row g-3">
            {when('from', t.from)}
            {when('to', t.to)}
            <Form.Group className="col-12 col-md-6" controlId="presale-audience">
              <Form.Label>{t.audience}</Form.Label>
              <Form.Select
                value={values.audience}
                onChange={(event) => change('audience', event.target.value as PresaleAudience)}
              >
                {PRESALE_AUDIENCES.map((a) => (
                  <option key={a} value={a}>
                    {t.audiences[a]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-12 col-md-6" controlId="presale-limit">
              <Form.Label>{t.limit}</Form.Label>
              <Form.Control
                inputMode="numeric"
                value={values.limit}
                isInvalid={Boolean(errors.limit)}
                aria-describedby="presale-limit-hint"
                onChange={(event) => change('limit', event.target.value)}
              />
              <Form.Text id="presale-limit-hint" className="d-block">
                {t.limitHint}
              </Form.Text>
              <Form.Control.Feedback type="invalid">{errors.limit}</Form.Control.Feedback>
            </Form.Group>
          </div>
          {saving.error ? (
            <Alert variant="danger" className="mt-3">
              {toApiError(saving.error).message}
            </Alert>
          ) : null}
          <div className="d-flex flex-wrap gap-2 mt-3">
            <SubmitButton label={t.save} busyLabel={t.save} busy={saving.isLoading} />
            {setup.presale ? (
              <Button variant="outline-danger" onClick={remove} disabled={saving.isLoading}>
                {t.remove}
              </Button>
            ) : null}
          </div>
        </form>
      </Card.Body>
    </Card>
  );
}
