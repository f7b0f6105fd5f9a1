// @vitest-environment happy-dom
import type { RelocationQueue, RenewalCampaign } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RenewalsAdminPage } from './RenewalsAdminPage.tsx';

const CAMPAIGN = '11111111-1111-4111-8111-111111111111';
const campaign = {
  id: CAMPAIGN,
  previousSeasonId: '22222222-2222-4222-8222-222222222222',
  previousSeasonTitle: 'Permanentka 2025/2026',
  nextSeasonId: '33333333-3333-4333-8333-333333333333',
  nextSeasonTitle: 'Permanentka 2026/2027',
  renewalFrom: '2026-06-01T08:00:00.000Z',
  renewalTo: '2026-06-15T08:00:00.000Z',
  relocationFrom: '2026-06-16T08:00:00.000Z',
  relocationTo: '2026-06-21T08:00:00.000Z',
  publicSaleAt: '2026-06-22T08:00:00.000Z',
  openedAt: '2026-06-01T08:00:00.000Z',
  releasedAt: '2026-06-15T08:00:30.000Z',
  offered: 2,
  renewed: 2,
  ordered: 0,
  declined: 0,
  released: 0,
  renewalRate: 1,
  revenue: 44000,
  sectors: [{ sector: 'A11', offered: 2, renewed: 2, declined: 0, released: 0, revenue: 44000 }],
} satisfies RenewalCampaign;

const entry = (position: number, wave: number, opensAt: string) => ({
  offerId: `44444444-4444-4444-8444-${String(position).padStart(12, '0')}`,
  position,
  wave,
  opensAt,
  holderName: `Držiteľ ${position}`,
  holderEmail: `drzitel${position}@hokej.test`,
  seniority: 4 - Math.min(position, 3),
  renewedAt: '2026-06-02T10:00:00.000Z',
  paid: position !== 2,
  category: 'CLASSIC' as const,
  seat: { sector: 'A11', row: '1', name: String(position) },
  movedFrom: null as { sector: string; row: string; name: string } | null,
});

const queue = (waveSize: number, waveMinutes: number): RelocationQueue => ({
  relocationFrom: campaign.relocationFrom,
  relocationTo: campaign.relocationTo,
  waveSize,
  waveMinutes,
  data: [
    { ...entry(1, 1, '2026-06-16T08:00:00.000Z'), movedFrom: { sector: 'B39', row: '7', name: '12' } },
    entry(2, 1, '2026-06-16T08:00:00.000Z'),
    entry(3, 2, '2026-06-16T09:00:00.000Z'),
  ],
});

function openPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/admin/renewals': { status: 200, body: { data: [campaign] } },
    [`GET /v2/admin/renewals/${CAMPAIGN}/relocation`]: { status: 200, body: queue(2, 60) },
    'GET /v2/admin/seasons': { status: 200, body: { data: [] } },
    ...handlers,
  });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<RenewalsAdminPage />, { route: '/admin/renewals', store });
  return api;
}

const cellsOf = (table: HTMLElement, holder: string) => {
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(`^${holder}`) })
    .closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s/g, ' '));
};

describe('the relocation window in the back office (ADMIN)', () => {
  it('lists the holders in the club’s order: wave, turn in Bratislava time, and a swap from → to', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Poradie presunov Permanentka 2026/2027' });
    // 08:00 UTC in June is 10:00 in Bratislava (summer time).
    expect(cellsOf(table, 'Držiteľ 1')).toEqual([
      '1.',
      '3',
      '1',
      '16.06.2026 10:00',
      'B39, rad 7, miesto 12 → A11, rad 1, miesto 1',
    ]);
    expect(cellsOf(table, 'Držiteľ 3')).toEqual(['3.', '1', '2', '16.06.2026 11:00', 'A11, rad 1, miesto 3']);
    const unpaid = within(table).getByRole('rowheader', { name: /^Držiteľ 2/ });
    expect(unpaid.textContent).toContain('čaká na platbu');
    expect((screen.getByLabelText('Držiteľov vo vlne') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Dĺžka vlny (minúty)') as HTMLInputElement).value).toBe('60');
  });

  it('a wave of no holders is refused at the field before anything is sent', async () => {
    const api = openPage();
    const user = userEvent.setup();
    const size = await screen.findByLabelText('Držiteľov vo vlne');
    await user.clear(size);
    await user.type(size, '0');
    await user.click(screen.getByRole('button', { name: 'Uložiť vlny' }));
    expect(document.activeElement).toBe(size);
    expect(size.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(size.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Vo vlne musí byť 1 až 10 000 držiteľov (celé číslo).');
    expect(api.callsTo(`PUT /v2/admin/renewals/${CAMPAIGN}/relocation`)).toHaveLength(0);
  });

  it('shows the API’s coded refusal at the field it names, then saves and shows the new turns', async () => {
    let refuse = true;
    const api = openPage({
      [`PUT /v2/admin/renewals/${CAMPAIGN}/relocation`]: (call: ApiCall) => {
        if (refuse) {
          refuse = false;
          return apiError(
            400,
            'RELOCATION_WAVES_INVALID',
            'Vlna presunov musí mať 1 až 10 000 držiteľov a trvať 1 minútu až 7 dní.',
            {
              errors: [
                { field: 'waveMinutes', keyword: 'maximum', message: 'Dĺžka vlny (minúty) je mimo rozsahu.' },
              ],
            },
          );
        }
        const body = call.body as { waveSize: number; waveMinutes: number };
        return { status: 200, body: queue(body.waveSize, body.waveMinutes) };
      },
    });
    const user = userEvent.setup();
    const minutes = await screen.findByLabelText('Dĺžka vlny (minúty)');
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(screen.getByRole('button', { name: 'Uložiť vlny' }));
    expect(
      await screen.findByText('Vlna presunov musí mať 1 až 10 000 držiteľov a trvať 1 minútu až 7 dní.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(minutes);
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Uložiť vlny' }));
    expect(await screen.findByText('Vlny presunov sú uložené, poradie sa prepočítalo.')).toBeTruthy();
    expect(api.callsTo(`PUT /v2/admin/renewals/${CAMPAIGN}/relocation`).at(-1)?.body).toEqual({
      waveSize: 2,
      waveMinutes: 90,
    });
    expect(minutes.getAttribute('aria-invalid')).toBeNull();
  });
});
