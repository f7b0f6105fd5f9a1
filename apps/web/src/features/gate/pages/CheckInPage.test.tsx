// @vitest-environment happy-dom
import type { TicketCheck } from '@hokej/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { CheckInPage } from './CheckInPage.tsx';

afterEach(() => {
  localStorage.clear();
});

const MATCH = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const LATER = '7a2d3b9f-4c5e-4f60-9b0c-1d2e3f4a5b6c';
const matches = {
  data: [
    { id: MATCH, title: 'HK Orly Zvolen – HC Košice', startsAt: '2026-12-05T17:30:00.000Z' },
    { id: LATER, title: 'HK Orly Zvolen – HK Nitra', startsAt: '2026-12-12T17:30:00.000Z' },
  ],
};

const ticket = (overrides: Partial<TicketCheck> = {}): TicketCheck => ({
  serial: '2026-000123',
  matchId: MATCH,
  season: null,
  gate: null,
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-05T17:30:00.000Z',
  seat: { sector: 'B', row: '3', name: '12' },
  ticketType: 'ADULT',
  holder: 'Jana Hrašková',
  holderPhotoId: null,
  checkedInAt: '2026-12-05T17:02:00.000Z',
  ...overrides,
});

async function openGate(answer: (call: ApiCall) => ApiAnswer) {
  const api = mockApi({
    'POST /v2/tickets/check': answer,
    'GET /v2/tickets/check/matches': { status: 200, body: matches },
  });
  const store = makeStore({ session: janaSession({ roles: ['CASHIER'] }, { role: ['CASHIER'] }) });
  renderPage(<CheckInPage />, { route: '/admin/check-in', store });
  // The gate checks for the soonest match once the list is in.
  await screen.findByRole('option', { name: /HC Košice/ });
  return { api, user: userEvent.setup(), field: screen.getByLabelText('Kód vstupenky') as HTMLInputElement };
}

const verdict = () => screen.getByRole('region', { name: 'Kontrola vstupeniek' });

describe('gate check-in', () => {
  it('a valid ticket scanned with Enter shows entry allowed with the match, seat, type and holder', async () => {
    const { api, user, field } = await openGate(() => ({ status: 200, body: ticket() }));
    expect(document.activeElement).toBe(field);
    await user.type(field, 'AQIDBAUGBwgJCgsMDQ4PEA{Enter}');
    expect(await within(verdict()).findByText('Vstup povolený')).toBeTruthy();
    expect(verdict().getAttribute('aria-live')).toBe('assertive');
    expect(within(verdict()).getByText('HK Orly Zvolen – HC Košice · 05.12.2026 18:30')).toBeTruthy();
    expect(within(verdict()).getByText('Sektor B, rad 3, miesto 12')).toBeTruthy();
    expect(within(verdict()).getByText('Dospelý')).toBeTruthy();
    expect(within(verdict()).getByText('Jana Hrašková')).toBeTruthy();
    expect(api.callsTo('POST /v2/tickets/check')[0]?.body).toEqual({
      code: 'AQIDBAUGBwgJCgsMDQ4PEA',
      matchId: MATCH,
    });
    expect(api.callsTo('POST /v2/tickets/check')[0]?.auth).toMatch(/^Bearer /);
    // Ready for the next ticket: empty and focused.
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('a child ticket reminds the cashier of the adult and the special entrance', async () => {
    const { user, field } = await openGate(() => ({ status: 200, body: ticket({ ticketType: 'CHILD' }) }));
    await user.type(field, 'child-ticket-token{Enter}');
    expect(await within(verdict()).findByText('Dieťa do 12 rokov')).toBeTruthy();
    expect(within(verdict()).getByText(/v sprievode dospelého, osobitným vchodom pre deti/)).toBeTruthy();
  });

  it('a ticket used before shows the red panel with the time of its entry', async () => {
    const { user, field } = await openGate(() =>
      apiError(409, 'TICKET_ALREADY_USED', 'Vstupenka už bola pri vstupe použitá.', {
        checkedInAt: '2026-12-05T17:02:00.000Z',
      }),
    );
    await user.type(field, 'used-ticket-token{Enter}');
    expect(await within(verdict()).findByText('Vstupenka už bola použitá')).toBeTruthy();
    expect(within(verdict()).getByText('Použitá: 05.12.2026 18:02')).toBeTruthy();
  });

  it.each([
    [400, 'TICKET_PARAMETER_INVALID', 'Neplatná vstupenka', /falošný alebo poškodený/],
    [404, 'TICKET_NOT_FOUND', 'Neznáma vstupenka', /s týmto číslom neexistuje/],
    [409, 'TICKET_REFUNDED', 'Vrátená vstupenka', /bola vrátená a už neplatí/],
    [409, 'TICKET_TRANSFERRED', 'Prevedená vstupenka', /Platí len nová vstupenka príjemcu/],
    [409, 'SEASON_TICKET_INSTALLMENT_OVERDUE', 'Nezaplatená splátka', /Pošlite držiteľa na pokladňu/],
  ] as const)('an answer %i %s shows %s in red', async (status, code, title, text) => {
    const { user, field } = await openGate(() => apiError(status, code, 'x'));
    await user.type(field, 'NEPLATNY-KOD-123{Enter}');
    expect(await within(verdict()).findByText(title)).toBeTruthy();
    expect(within(verdict()).getByText(text)).toBeTruthy();
    expect(verdict().querySelector('.gate-verdict-stop')).toBeTruthy();
    expect(field.value).toBe('');
  });

  it('a ticket used before names when and at which gate', async () => {
    const { user, field } = await openGate(() =>
      apiError(409, 'TICKET_ALREADY_USED', 'x', { checkedInAt: '2026-12-05T17:02:00.000Z', gate: 'Brána A' }),
    );
    await user.type(field, '100001-1{Enter}');
    expect(await within(verdict()).findByText('Brána: Brána A')).toBeTruthy();
    expect(within(verdict()).getByText('Použitá: 05.12.2026 18:02')).toBeTruthy();
  });

  it('a ticket of another match is amber and says which match it is for', async () => {
    const { user, field } = await openGate(() =>
      apiError(409, 'TICKET_WRONG_MATCH', 'x', {
        validFor: 'HK Orly Zvolen – HK Nitra',
        startsAt: '2026-12-12T17:30:00.000Z',
      }),
    );
    await user.type(field, '100001-1{Enter}');
    expect(await within(verdict()).findByText('Iný zápas')).toBeTruthy();
    expect(
      within(verdict()).getByText('Vstupenka platí na: HK Orly Zvolen – HK Nitra · 12.12.2026 18:30'),
    ).toBeTruthy();
    expect(verdict().querySelector('.gate-verdict-warn')).toBeTruthy();
  });

  it('a ticket scanned outside its match day is amber and says when the match is and when entry opens', async () => {
    const { user, field } = await openGate(() =>
      apiError(409, 'TICKET_WRONG_DAY', 'x', {
        serial: '100001-1',
        startsAt: '2026-12-12T17:30:00.000Z',
      }),
    );
    await user.type(field, '100001-1{Enter}');
    expect(await within(verdict()).findByText('Iný deň')).toBeTruthy();
    expect(
      within(verdict()).getByText(
        'Zápas sa hrá 12.12.2026 18:30. Vstup je možný v deň zápasu od 15:30. Teraz vstup nepovoľte.',
      ),
    ).toBeTruthy();
    expect(verdict().querySelector('.gate-verdict-warn')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Posledné kontroly' });
    expect(within(history).getByText('Iný deň · 12.12.2026 18:30')).toBeTruthy();
  });

  it('a season ticket shows its season with the match entered', async () => {
    const { user, field } = await openGate(() => ({
      status: 200,
      body: ticket({ season: 'Sezóna 2026/2027', ticketType: 'CLASSIC' }),
    }));
    await user.type(field, '100002-1{Enter}');
    expect(await within(verdict()).findByText('Permanentka: Sezóna 2026/2027')).toBeTruthy();
  });

  it("a registered season-ticket holder's photo is shown beside the verdict", async () => {
    const item = '8b3e4c0a-5d6f-4a71-8c1d-2e3f4a5b6c7d';
    const api = mockApi({
      'POST /v2/tickets/check': {
        status: 200,
        body: ticket({ season: 'Sezóna 2026/2027', ticketType: 'CLASSIC', holderPhotoId: item }),
      },
      'GET /v2/tickets/check/matches': { status: 200, body: matches },
      [`GET /v2/season/tickets/${item}/photo`]: { status: 200, body: 'JPEG' },
    });
    const store = makeStore({ session: janaSession({ roles: ['CASHIER'] }, { role: ['CASHIER'] }) });
    renderPage(<CheckInPage />, { route: '/admin/check-in', store });
    await screen.findByRole('option', { name: /HC Košice/ });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kód vstupenky'), '100002-1{Enter}');
    const photo = (await within(verdict()).findByRole('img', {
      name: 'Fotografia držiteľa: Jana Hrašková',
    })) as HTMLImageElement;
    expect(photo.src).toMatch(/^data:/);
    expect(api.callsTo(`GET /v2/season/tickets/${item}/photo`)[0]?.auth).toMatch(/^Bearer /);
  });

  it('the gate name and the chosen match are remembered on the device and sent with each check', async () => {
    const first = await openGate(() => ({ status: 200, body: ticket() }));
    await first.user.type(screen.getByLabelText('Názov brány'), 'Brána A');
    await first.user.selectOptions(screen.getByLabelText('Zápas'), LATER);
    await first.user.type(first.field, '100001-1{Enter}');
    await within(verdict()).findByText('Vstup povolený');
    expect(first.api.callsTo('POST /v2/tickets/check')[0]?.body).toEqual({
      code: '100001-1',
      matchId: LATER,
      gate: 'Brána A',
    });
    cleanup();
    // The same device later: its name and match are back, the settings folded to one line.
    const again = await openGate(() => ({ status: 200, body: ticket() }));
    expect((screen.getByLabelText('Názov brány') as HTMLInputElement).value).toBe('Brána A');
    expect((screen.getByLabelText('Zápas') as HTMLSelectElement).value).toBe(LATER);
    expect(screen.getByText(/Brána a zápas: Brána A · HK Orly Zvolen – HK Nitra/)).toBeTruthy();
    await again.user.type(again.field, '100001-2{Enter}');
    await within(verdict()).findByText('Vstup povolený');
    expect(again.api.callsTo('POST /v2/tickets/check')[0]?.body).toMatchObject({
      matchId: LATER,
      gate: 'Brána A',
    });
  });

  it('a pasted code is checked with the button, and the last scans are listed newest first', async () => {
    let n = 0;
    const { user, field } = await openGate(() => {
      n += 1;
      return n === 1 ? { status: 200, body: ticket() } : apiError(404, 'TICKET_NOT_FOUND', 'x');
    });
    await user.click(field);
    await user.paste('pasted-ticket-token');
    await user.click(screen.getByRole('button', { name: 'Skontrolovať' }));
    await within(verdict()).findByText('Vstup povolený');
    await user.type(field, 'second-token-000{Enter}');
    await within(verdict()).findByText('Neznáma vstupenka');
    const history = within(screen.getByRole('region', { name: 'Posledné kontroly' })).getAllByRole(
      'listitem',
    );
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Neznáma vstupenka'),
      expect.stringContaining('Vstup povolený · 2026-000123 · Sektor B, rad 3, miesto 12'),
    ]);
  });

  it('an empty field sends nothing', async () => {
    const { api, user, field } = await openGate(() => ({ status: 200, body: ticket() }));
    await user.type(field, '   {Enter}');
    expect(api.callsTo('POST /v2/tickets/check')).toHaveLength(0);
  });
});
