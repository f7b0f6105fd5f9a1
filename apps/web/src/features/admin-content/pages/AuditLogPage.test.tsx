// @vitest-environment happy-dom
import type { AuditEntry } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiCall,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AuditLogPage } from './AuditLogPage.tsx';

const admin = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'admin@hokej.test',
  name: 'Správca Klubu',
};
const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  createdAt: '2026-11-23T13:05:00.000Z',
  actor: admin,
  action: 'COUPON_UPDATE',
  entity: 'COUPON',
  entityId: '22222222-2222-4222-8222-222222222222',
  before: { code: 'JESEN20', usageLimit: 5, validTo: '2026-12-31T22:59:00.000Z' },
  after: { code: 'JESEN20', usageLimit: null, validTo: '2027-01-31T22:59:00.000Z' },
  ...over,
});

function open(total = 45) {
  const api = mockApi({
    'GET /v2/admin/audit-log': (call: ApiCall) => {
      const pageIndex = Number(call.query.get('pageIndex'));
      const entity = call.query.get('entity');
      const data =
        entity === 'ARTICLE'
          ? [
              entry(7, {
                action: 'ARTICLE_CREATE',
                entity: 'ARTICLE',
                before: null,
                after: { title: 'Parkovanie' },
              }),
            ]
          : [
              entry(100 - pageIndex),
              entry(50, { action: 'NEW_THING', entity: 'GADGET', actor: null, entityId: null }),
            ];
      return {
        status: 200,
        body: { data, pageIndex, pageSize: 20, totalResults: entity ? data.length : total },
      };
    },
  });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<AuditLogPage />, { route: '/admin/audit-log', store });
  return { api, user: userEvent.setup() };
}

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Úkony administrácie, najnovšie prvé' });
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.parentElement?.parentElement === table)
    .slice(1);
};

describe('audit log', () => {
  it('shows who did what and when, with the changed fields before and after', async () => {
    const { api } = open();
    const [first, second] = await bodyRows();
    const row = within(first as HTMLElement);
    expect(row.getByText('23.11.2026 14:05')).toBeTruthy();
    expect(row.getByText('Správca Klubu')).toBeTruthy();
    expect(row.getByText('Úprava kódu')).toBeTruthy();
    expect(row.getByText('Zľavový kód')).toBeTruthy();
    const diff = row.getByRole('table');
    const cells = within(diff)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    // Only the changed field shows at first; the unchanged code is behind a button.
    expect(cells).toEqual(['usageLimit5null', 'validTo31.12.2026 23:5931.01.2027 23:59']);
    await userEvent.setup().click(row.getByRole('button', { name: 'Zobraziť všetky údaje (3)' }));
    expect(within(diff).getAllByRole('row')).toHaveLength(4);
    // An action and a kind of thing the page has no name for show their codes; no actor is the system.
    const other = within(second as HTMLElement);
    expect(other.getByText('NEW_THING')).toBeTruthy();
    expect(other.getByText('GADGET')).toBeTruthy();
    expect(other.getByText('systém')).toBeTruthy();
    expect(api.callsTo('GET /v2/admin/audit-log')[0]?.query.toString()).toBe('pageIndex=1&pageSize=20');
  });

  it('pages through older entries and back', async () => {
    const { api, user } = open(45);
    await bodyRows();
    expect(screen.getByText('Strana 1 z 3 (45 záznamov)')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Novšie/ }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Staršie/ }));
    expect(await screen.findByText('Strana 2 z 3 (45 záznamov)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Staršie/ }));
    expect(await screen.findByText('Strana 3 z 3 (45 záznamov)')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Staršie/ }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(api.callsTo('GET /v2/admin/audit-log').map((c) => c.query.get('pageIndex'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('filters by the kind of thing and starts again on the first page; a creation has only an after', async () => {
    const { api, user } = open(45);
    await bodyRows();
    await user.click(screen.getByRole('button', { name: /Staršie/ }));
    await screen.findByText('Strana 2 z 3 (45 záznamov)');
    await user.selectOptions(screen.getByLabelText('Týka sa'), 'ARTICLE');
    expect(await screen.findByText('Vytvorenie stránky')).toBeTruthy();
    const last = api.callsTo('GET /v2/admin/audit-log').at(-1);
    expect(last?.query.get('entity')).toBe('ARTICLE');
    expect(last?.query.get('pageIndex')).toBe('1');
    const [row] = await bodyRows();
    const diffRow = within(within(row as HTMLElement).getByRole('table')).getAllByRole('row')[1];
    expect(diffRow?.textContent).toBe('title—Parkovanie');
  });
});
