// @vitest-environment happy-dom
import type { TicketCheck } from '@hokej/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  cleanup();
  vi.unstubAllGlobals();
});

const ticket = (overrides: Partial<TicketCheck> = {}): TicketCheck => ({
  serial: '2026-000123',
  matchId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  season: null,
  gate: null,
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-05T17:30:00.000Z',
  seat: { sector: 'B', row: '3', name: '12' },
  ticketType: 'ADULT',
  holder: 'Jana Hrašková',
  checkedInAt: '2026-12-05T17:02:00.000Z',
  ...overrides,
});

function openGate(answer: (call: ApiCall) => ApiAnswer) {
  const api = mockApi({ 'POST /v2/tickets/check': answer });
  const store = makeStore({ session: janaSession({ roles: ['CASHIER'] }, { role: ['CASHIER'] }) });
  renderPage(<CheckInPage />, { route: '/admin/check-in', store });
  return { api, user: userEvent.setup(), field: screen.getByLabelText('Kód vstupenky') as HTMLInputElement };
}

const verdict = () => screen.getByRole('region', { name: 'Kontrola vstupeniek' });

describe('gate check-in', () => {
  it('a valid ticket scanned with Enter shows entry allowed with the match, seat, type and holder', async () => {
    const { api, user, field } = openGate(() => ({ status: 200, body: ticket() }));
    expect(document.activeElement).toBe(field);
    await user.type(field, 'AQIDBAUGBwgJCgsMDQ4PEA{Enter}');
    expect(await within(verdict()).findByText('Vstup povolený')).toBeTruthy();
    expect(verdict().getAttribute('aria-live')).toBe('assertive');
    expect(within(verdict()).getByText('HK Orly Zvolen – HC Košice')).toBeTruthy();
    expect(within(verdict()).getByText('Sektor B, rad 3, miesto 12')).toBeTruthy();
    expect(within(verdict()).getByText('Dospelý')).toBeTruthy();
    expect(within(verdict()).getByText('Jana Hrašková')).toBeTruthy();
    expect(api.callsTo('POST /v2/tickets/check')[0]?.body).toEqual({ code: 'AQIDBAUGBwgJCgsMDQ4PEA' });
    expect(api.callsTo('POST /v2/tickets/check')[0]?.auth).toMatch(/^Bearer /);
    // Ready for the next ticket: empty and focused.
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('a child ticket reminds the cashier of the adult and the special entrance', async () => {
    const { user, field } = openGate(() => ({ status: 200, body: ticket({ ticketType: 'CHILD' }) }));
    await user.type(field, 'child-ticket-token{Enter}');
    expect(await within(verdict()).findByText('Dieťa do 12 rokov')).toBeTruthy();
    expect(within(verdict()).getByText(/sprievodom dospelého, špeciálnym vchodom/)).toBeTruthy();
  });

  it('a ticket used before shows the red panel with the time of its entry', async () => {
    const { user, field } = openGate(() =>
      apiError(409, 'TICKET_ALREADY_USED', 'Vstupenka už bola pri vstupe použitá.', {
        checkedInAt: '2026-12-05T17:02:00.000Z',
      }),
    );
    await user.type(field, 'used-ticket-token{Enter}');
    expect(await within(verdict()).findByText('Vstupenka už bola použitá')).toBeTruthy();
    expect(within(verdict()).getByText('Použitá: 05.12.2026 18:02')).toBeTruthy();
  });

  it.each([
    [400, 'TICKET_PARAMETER_INVALID'],
    [404, 'TICKET_NOT_FOUND'],
  ] as const)('an answer %i %s says the ticket is invalid', async (status, code) => {
    const { user, field } = openGate(() => apiError(status, code, 'x'));
    await user.type(field, 'NEPLATNY-KOD-123{Enter}');
    expect(await within(verdict()).findByText('Neplatná vstupenka')).toBeTruthy();
    expect(field.value).toBe('');
  });

  it('a pasted code is checked with the button, and the last scans are listed newest first', async () => {
    let n = 0;
    const { user, field } = openGate(() => {
      n += 1;
      return n === 1 ? { status: 200, body: ticket() } : apiError(404, 'TICKET_NOT_FOUND', 'x');
    });
    await user.click(field);
    await user.paste('pasted-ticket-token');
    await user.click(screen.getByRole('button', { name: 'Skontrolovať' }));
    await within(verdict()).findByText('Vstup povolený');
    await user.type(field, 'second-token-000{Enter}');
    await within(verdict()).findByText('Neplatná vstupenka');
    const history = within(screen.getByRole('region', { name: 'Posledné kontroly' })).getAllByRole(
      'listitem',
    );
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Neplatná vstupenka'),
      expect.stringContaining('Vstup povolený · 2026-000123 · Sektor B, rad 3, miesto 12'),
    ]);
  });

  it('an empty field sends nothing', async () => {
    const { api, user, field } = openGate(() => ({ status: 200, body: ticket() }));
    await user.type(field, '   {Enter}');
    expect(api.calls).toHaveLength(0);
  });
});
