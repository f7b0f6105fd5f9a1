// @vitest-environment happy-dom
import type { AdminRenewalOffer, AdminSetup, RenewalCampaign } from '@hokej/contract';
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

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const CAMPAIGN = '11111111-1111-4111-8111-111111111111';

const campaign: RenewalCampaign = {
  id: CAMPAIGN,
  previousSeasonId: '22222222-2222-4222-8222-222222222222',
  previousSeasonTitle: 'Permanentka 2025/2026',
  nextSeasonId: '33333333-3333-4333-8333-333333333333',
  nextSeasonTitle: 'Permanentka 2027/2028',
  renewalFrom: at(-1),
  renewalTo: at(13),
  relocationFrom: at(15),
  relocationTo: at(20),
  publicSaleAt: at(21),
  openedAt: at(-1),
  releasedAt: null,
  offered: 4,
  renewed: 1,
  ordered: 0,
  declined: 1,
  released: 0,
  renewalRate: 0.25,
  revenue: 22000,
  sectors: [
    { sector: 'A11', offered: 2, renewed: 1, declined: 0, released: 0, revenue: 22000 },
    { sector: 'B39', offered: 2, renewed: 0, declined: 1, released: 0, revenue: 0 },
  ],
};

const offer: AdminRenewalOffer = {
  id: '44444444-4444-4444-8444-444444444444',
  holderEmail: 'druhy.drzitel@hokej.test',
  holderName: 'Mária Držiteľová',
  holderFirstName: 'Mária',
  holderLastName: 'Držiteľová',
  holderPhone: null,
  seat: { sector: 'B39', row: '1', name: '2' },
  category: 'CLASSIC',
  status: 'OFFERED',
  orderId: null,
  seniority: 3,
  renewedByClub: false,
};

const season = (id: string, title: string, startsAt: string) => ({ id, title, startsAt }) as AdminSetup;

function openPage(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/admin/renewals': { status: 200, body: { data: [campaign] } },
    [`GET /v2/admin/renewals/${CAMPAIGN}/offers`]: { status: 200, body: { data: [offer] } },
    'GET /v2/admin/seasons': {
      status: 200,
      body: {
        data: [
          season(campaign.previousSeasonId, 'Permanentka 2026/2027', at(-100)),
          season('55555555-5555-4555-8555-555555555555', 'Permanentka 2028/2029', at(300)),
        ],
      },
    },
    ...handlers,
  });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<RenewalsAdminPage />, { route: '/admin/renewals', store });
  return api;
}

describe('season renewals in the back office (ADMIN)', () => {
  it('shows the campaign with its figures per sector, rate and revenue, and a total', async () => {
    openPage();
    const table = await screen.findByRole('table', { name: 'Obnovenie Permanentka 2027/2028 po sektoroch' });
    const row = within(table).getByRole('rowheader', { name: 'B39' }).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent?.replace(/\s/g, ' '))).toEqual([
      '2',
      '0',
      '1',
      '0',
      '0 %',
      '0,00 €',
    ]);
    const total = within(table).getByRole('rowheader', { name: 'Spolu' }).closest('tr') as HTMLElement;
    expect(total.textContent?.replace(/\s/g, ' ')).toContain('25 %');
    expect(total.textContent?.replace(/\s/g, ' ')).toContain('220,00 €');
  });

  it('extends the deadline, and says the refusal of an earlier one in Slovak', async () => {
    const api = openPage({
      [`PATCH /v2/admin/renewals/${CAMPAIGN}`]: (call: ApiCall) =>
        (call.body as { renewalTo: string }).renewalTo < campaign.renewalTo
          ? apiError(400, 'RENEWAL_DEADLINE_INVALID', 'Novú lehotu obnovenia možno len predĺžiť.')
          : { status: 200, body: { ...campaign, renewalTo: (call.body as { renewalTo: string }).renewalTo } },
    });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Predĺžiť lehotu do');
    await user.clear(input);
    await user.type(input, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Predĺžiť' }));
    expect(await screen.findByText('Novú lehotu obnovenia možno len predĺžiť.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '2099-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Predĺžiť' }));
    expect(await screen.findByText('Lehota obnovenia je predĺžená.')).toBeTruthy();
    expect(api.callsTo(`PATCH /v2/admin/renewals/${CAMPAIGN}`).at(-1)?.body).toEqual({
      renewalTo: '2099-01-01T09:00:00.000Z',
    });
  });

  it('the box office finds the holder and renews by bank transfer, the phone checked first', async () => {
    const api = openPage({
      [`POST /v2/admin/renewals/offers/${offer.id}/renew`]: {
        status: 201,
        body: { orderId: '66666666-6666-4666-8666-666666666666', redirectUrl: '/my-orders' },
      },
    });
    const user = userEvent.setup();
    const search = await screen.findByLabelText('Hľadať držiteľa');
    expect(screen.queryByRole('table', { name: 'Ponuky obnovenia držiteľom' })).toBeNull();
    await user.type(search, 'drzitelova');
    await user.click(
      await screen.findByRole('button', {
        name: 'Obnoviť za držiteľa Mária Držiteľová: B39, rad 1, miesto 2',
      }),
    );
    expect(document.activeElement?.textContent).toBe('Obnovenie pre Mária Držiteľová – B39, rad 1, miesto 2');
    await user.click(screen.getByRole('button', { name: 'Obnoviť permanentku' }));
    expect(api.callsTo(`POST /v2/admin/renewals/offers/${offer.id}/renew`)).toHaveLength(0);
    await user.type(screen.getByLabelText('Telefón'), '+421905123456');
    await user.click(screen.getByLabelText('Držiteľ súhlasí so všeobecnými obchodnými podmienkami'));
    await user.click(screen.getByLabelText('Držiteľ súhlasí so spracovaním kontaktných údajov'));
    await user.click(screen.getByRole('button', { name: 'Obnoviť permanentku' }));
    expect(await screen.findByRole('link', { name: 'Otvoriť objednávku' })).toBeTruthy();
    expect(api.callsTo(`POST /v2/admin/renewals/offers/${offer.id}/renew`)[0]?.body).toEqual({
      paymentType: 'BANK_TRANSFER',
      contact: {
        firstName: 'Mária',
        lastName: 'Držiteľová',
        email: 'druhy.drzitel@hokej.test',
        phoneNumber: '+421905123456',
      },
      termsAgreed: true,
      contactConsent: true,
    });
  });

  it('opens a campaign from the running season into the next, and says a refusal in Slovak', async () => {
    const api = openPage({
      'POST /v2/admin/renewals': apiError(409, 'RENEWAL_CAMPAIGN_EXISTS', 'Obnovenie je už otvorené.'),
    });
    const user = userEvent.setup();
    const previous = await screen.findByLabelText('Aktuálna sezóna (držitelia)');
    await within(previous).findByRole('option', { name: 'Permanentka 2028/2029' });
    expect((previous as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Permanentka 2026/2027');
    await user.click(screen.getByRole('button', { name: 'Otvoriť obnovenie' }));
    expect(await screen.findByText('Obnovenie je už otvorené.')).toBeTruthy();
    const body = api.callsTo('POST /v2/admin/renewals')[0]?.body as Record<string, string>;
    expect(body.nextSeasonId).toBe('55555555-5555-4555-8555-555555555555');
    expect(Date.parse(body.renewalTo ?? '') - Date.parse(body.renewalFrom ?? '')).toBe(14 * DAY);
  });
});
