import type { AdminSetupDetail, CreateSetupBody } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useParams } from 'react-router';
import { toApiError } from '../../../shared/api/apiError.ts';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { ConfirmDialog } from '../../../shared/backoffice/ConfirmDialog.tsx';
import { SubmitButton } from '../../../shared/forms/SubmitButton.tsx';
import { skAdminEvents } from '../../../shared/i18n/skAdminEvents.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import {
  useCreateSetupMutation,
  useDeleteSetupMutation,
  useGetAdminSetupQuery,
  useGetAdminSetupsQuery,
  useGetArenaTemplatesQuery,
  usePublishSetupMutation,
  useSetSetupPricesMutation,
  useUpdateSetupMutation,
} from '../api/setupAdminEndpoints.ts';
import { PresaleCard } from '../components/PresaleCard.tsx';
import { PriceGridEditor } from '../components/PriceGridEditor.tsx';
import { SeatReleasesCard } from '../components/SeatReleasesCard.tsx';
import { SetupFields } from '../components/SetupFields.tsx';
import { gridOf, type PriceGrid, pricesOf, priceTypesOf } from '../model/priceGrid.ts';
import {
  emptySetupForm,
  firstInvalidField,
  type SetupFormErrors,
  type SetupFormValues,
  setupFormOf,
  toSetupBody,
} from '../model/setupForm.ts';

const t = skAdminEvents;

/** The server's refusal, in its own Slovak words, or null. */
const refusal = (error: Parameters<typeof toApiError>[0]) => (error ? toApiError(error).message : null);

function useForm(initial: SetupFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SetupFormErrors>({});
  const onChange = <K extends keyof SetupFormValues>(name: K, value: SetupFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  /** Shows the errors at their fields and puts the focus on the first one. */
  const showErrors = (next: SetupFormErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
  };
  return { values, setValues, errors, setErrors, showErrors, onChange };
}

/** A new match or season: template, a match's season, fields and the price list, created unpublished. */
function CreateSetup({ setupType }: { setupType: SetupType }) {
  const navigate = useNavigate();
  const dispatch = useShopDispatch();
  const templates = useGetArenaTemplatesQuery();
  const seasons = useGetAdminSetupsQuery('SEASON', { skip: setupType !== 'EVENT' });
  const form = useForm(emptySetupForm());
  const [grid, setGrid] = useState<PriceGrid>({});
  const [create, creation] = useCreateSetupMutation();
  const template = templates.data?.data.find((x) => x.id === form.values.templateId);
  const [first] = templates.data?.data ?? [];
  const { setValues } = form;
  useEffect(() => {
    if (first) setValues((v) => (v.templateId ? v : { ...v, templateId: first.id }));
  }, [first, setValues]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toSetupBody(setupType, form.values, true);
    form.showErrors(checked.errors);
    const { prices, invalid } = pricesOf(grid, template?.sectorNames ?? [], priceTypesOf(setupType));
    if (!checked.body || invalid.length > 0) return;
    const result = await create({ setupType, body: { ...(checked.body as CreateSetupBody), prices } });
    if ('data' in result && result.data) {
      dispatch(toastShown('success', t.kind[setupType].created));
      navigate(paths.adminSetup(setupType, result.data.id));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <SetupFields
        setupType={setupType}
        {...form}
        templates={templates.data?.data ?? []}
        seasons={seasons.data?.data ?? []}
      />
      {template ? (
        <section className="mt-4">
          <h2 className="h5">{t.prices.title}</h2>
          <p className="small">{t.prices.intro}</p>
          <PriceGridEditor
            setupType={setupType}
            sectors={template.sectorNames}
            grid={grid}
            onChange={setGrid}
          />
        </section>
      ) : null}
      {creation.error ? (
        <Alert variant="danger" className="mt-3">
          {refusal(creation.error)}
        </Alert>
      ) : null}
      <SubmitButton className="mt-3" label={t.create} busyLabel={t.saving} busy={creation.isLoading} />
    </form>
  );
}

/** An existing match or season: edit, prices, publish or unpublish, delete. */
function EditSetup({ setupType, setup }: { setupType: SetupType; setup: AdminSetupDetail }) {
  const navigate = useNavigate();
  const dispatch = useShopDispatch();
  const form = useForm(setupFormOf(setup));
  const [grid, setGrid] = useState<PriceGrid>(() => gridOf(setup.prices));
  const [update, updating] = useUpdateSetupMutation();
  const [savePrices, pricing] = useSetSetupPricesMutation();
  const [publish, publishing] = usePublishSetupMutation();
  const [remove, removal] = useDeleteSetupMutation();
  const [confirming, setConfirming] = useState(false);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const ref = { setupType, id: setup.id };
  const say = (text: string) => dispatch(toastShown('success', text));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = toSetupBody(setupType, form.values, false);
    form.showErrors(checked.errors);
    if (!checked.body) return;
    const result = await update({ ...ref, body: checked.body });
    if ('data' in result && result.data) say(t.saved);
  };
  const submitPrices = async () => {
    const { prices, invalid } = pricesOf(grid, setup.sectors, priceTypesOf(setupType));
    if (invalid.length > 0) return;
    const result = await savePrices({ ...ref, prices });
    if ('data' in result && result.data) say(t.prices.saved);
  };
  const togglePublished = async () => {
    const result = await publish({ ...ref, publish: !setup.published });
    setConfirmingPublish(false);
    if ('data' in result && result.data) say(result.data.published ? t.publishedToast : t.unpublishedToast);
  };

  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <Badge bg={setup.published ? 'success' : 'secondary'}>
          {setup.published ? t.published : t.draft}
        </Badge>
        <Button
          variant={setup.published ? 'outline-warning' : 'success'}
          // Publishing puts the match in the shop: asked first. Taking it off sale is at once.
          onClick={setup.published ? togglePublished : () => setConfirmingPublish(true)}
          disabled={publishing.isLoading}
        >
          {setup.published ? t.unpublish : t.publish}
        </Button>
        <Link to={paths.adminSeats(setupType, setup.id)} className="btn btn-outline-primary">
          {t.seatsLink}
        </Link>
        {setupType === 'EVENT' ? (
          <Link to={paths.adminEventWaitingList(setup.id)} className="btn btn-outline-primary">
            {t.waitingListLink}
          </Link>
        ) : null}
      </div>
      {publishing.error ? <Alert variant="danger">{refusal(publishing.error)}</Alert> : null}
      <Card className="mb-4 shadow-sm">
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <SetupFields setupType={setupType} {...form} joinedSeason={setup.season} />
            {updating.error ? (
              <Alert variant="danger" className="mt-3">
                {refusal(updating.error)}
              </Alert>
            ) : null}
            <SubmitButton className="mt-3" label={t.save} busyLabel={t.saving} busy={updating.isLoading} />
          </form>
        </Card.Body>
      </Card>
      <Card className="mb-4 shadow-sm">
        <Card.Body>
          <h2 className="h5">{t.prices.title}</h2>
          <p className="small">{t.prices.intro}</p>
          <PriceGridEditor setupType={setupType} sectors={setup.sectors} grid={grid} onChange={setGrid} />
          {pricing.error ? (
            <Alert variant="danger" className="mt-3">
              {refusal(pricing.error)}
            </Alert>
          ) : null}
          <Button className="mt-3" onClick={submitPrices} disabled={pricing.isLoading}>
            {pricing.isLoading ? t.saving : t.prices.save}
          </Button>
        </Card.Body>
      </Card>
      <PresaleCard setupType={setupType} setup={setup} />
      {setupType === 'EVENT' && setup.season ? <SeatReleasesCard matchId={setup.id} /> : null}
      <Card className="mb-4 border-danger-subtle">
        <Card.Body>
          <h2 className="h5">{t.dangerZone}</h2>
          <p className="small">{t.deleteText}</p>
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            {t.delete}
          </Button>
        </Card.Body>
      </Card>
      {confirmingPublish ? (
        <ConfirmDialog
          title={t.kind[setupType].publishTitle}
          text={t.kind[setupType].publishText}
          confirm={t.publish}
          variant="success"
          busy={publishing.isLoading}
          // A refusal closes the dialog and is shown on the page, under the buttons.
          error={null}
          onClose={() => setConfirmingPublish(false)}
          onConfirm={togglePublished}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t.kind[setupType].deleteTitle}
          text={t.deleteText}
          confirm={t.delete}
          busy={removal.isLoading}
          error={refusal(removal.error)}
          onClose={() => {
            setConfirming(false);
            removal.reset();
          }}
          onConfirm={async () => {
            const result = await remove(ref);
            if ('data' in result && result.data) {
              say(t.deleted);
              navigate(paths.adminSetups(setupType));
            }
          }}
        />
      ) : null}
    </>
  );
}

/** /admin/events/:id and /admin/seasons/:id (ADMIN); the id `new` creates one. */
export function SetupEditorPage({ setupType }: { setupType: SetupType }) {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const { data, isLoading, isError } = useGetAdminSetupQuery({ setupType, id }, { skip: creating });
  return (
    <>
      <Link to={paths.adminSetups(setupType)} className="small d-block">
        ← {t.back}
      </Link>
      <BackOfficeHeader title={creating ? t.kind[setupType].new : (data?.title ?? t.kind[setupType].list)} />
      {creating ? <CreateSetup setupType={setupType} /> : null}
      {isLoading ? <Spinner animation="border" role="status" aria-label={t.loading} /> : null}
      {isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {!creating && data ? <EditSetup key={data.id} setupType={setupType} setup={data} /> : null}
    </>
  );
}
