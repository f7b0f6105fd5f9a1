import type { AdminSetup, OpenRenewalBody } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { fromDateTimeInput, toDateTimeInput } from '../../../shared/backoffice/dateTimeInput.ts';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';
import { useOpenRenewalMutation } from '../api/renewalAdminEndpoints.ts';
import { useGetAdminSetupsQuery } from '../api/setupAdminEndpoints.ts';

const t = skRenewalsAdmin;
const DAY = 86_400_000;
const WINDOWS = ['renewalFrom', 'renewalTo', 'relocationFrom', 'relocationTo', 'publicSaleAt'] as const;
type Window = (typeof WINDOWS)[number];

/** The usual rhythm from now: two weeks to renew, a day's pause, five days of relocation, then the public sale. */
function defaultWindows(now: number): Record<Window, string> {
  const at = (days: number) => toDateTimeInput(new Date(now + days * DAY));
  return {
    renewalFrom: at(0),
    renewalTo: at(14),
    relocationFrom: at(15),
    relocationTo: at(20),
    publicSaleAt: at(21),
  };
}

/** The season running now (its holders renew) and the first one after it (where they renew to). */
function defaultSeasons(seasons: readonly AdminSetup[], now: number) {
  const byStart = [...seasons].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const started = byStart.filter((s) => Date.parse(s.startsAt) <= now);
  const previous = started[started.length - 1] ?? byStart[0];
  const next = byStart.find((s) => previous && s.startsAt > previous.startsAt);
  return { previous: previous?.id ?? '', next: next?.id ?? '' };
}

/** Opens next season's renewal from the current one: the two seasons, the windows and the public sale date. */
export function RenewalOpenForm({ onOpened }: { onOpened: () => void }) {
  const { data } = useGetAdminSetupsQuery('SEASON');
  const seasons = data?.data ?? [];
  const [open, opening] = useOpenRenewalMutation();
  const [chosen, setChosen] = useState<{ previous?: string; next?: string }>({});
  const [windows, setWindows] = useState(() => defaultWindows(Date.now()));
  const fallback = defaultSeasons(seasons, Date.now());
  const previous = chosen.previous ?? fallback.previous;
  const next = chosen.next ?? fallback.next;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const instants = Object.fromEntries(
      WINDOWS.map((w) => [w, fromDateTimeInput(windows[w]) ?? windows[w]]),
    ) as Record<Window, string>;
    const body: OpenRenewalBody = { previousSeasonId: previous, nextSeasonId: next, ...instants };
    const result = await open(body);
    if ('data' in result) onOpened();
  }

  const seasonSelect = (id: string, label: string, value: string, key: 'previous' | 'next') => (
    <Form.Group className="col-12 col-md-6" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select required value={value} onChange={(e) => setChosen({ ...chosen, [key]: e.target.value })}>
        <option value="">{t.chooseSeason}</option>
        {seasons.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="renewal-open-title">
      <div className="row g-3">
        {seasonSelect('renewal-previous', t.previous, previous, 'previous')}
        {seasonSelect('renewal-next', t.next, next, 'next')}
        {WINDOWS.map((w) => (
          <Form.Group key={w} className="col-12 col-sm-6 col-lg-4" controlId={`renewal-${w}`}>
            <Form.Label>{t[w]}</Form.Label>
            <Form.Control
              type="datetime-local"
              required
              value={windows[w]}
              onChange={(e) => setWindows({ ...windows, [w]: e.target.value })}
            />
          </Form.Group>
        ))}
      </div>
      {opening.isError ? (
        <Alert variant="danger" className="mt-3" role="alert">
          {toApiError(opening.error).message}
        </Alert>
      ) : null}
      <Button type="submit" className="mt-3" disabled={opening.isLoading || !previous || !next}>
        {t.open}
      </Button>
    </Form>
  );
}
