// @vitest-environment happy-dom
import type { AdminCouponDetail } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../shared/format/money.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { adminCoupon } from '../components/adminCoupon.test-utils.ts';
import { CouponsPage } from './CouponsPage.tsx';

const ID1 = '11111111-1111-4111-8111-111111111111';
const ID2 = '22222222-2222-4222-8222-222222222222';
const list = [
  adminCoupon(ID1),
  adminCoupon(ID2, {
    code: 'VIP5',
    kind: 'FIXED',
    value: 500,
    usageLimit: null,
    usedCount: 0,
    state: 'DEACTIVATED',
    deactivatedAt: '2026-11-20T10:00:00.000Z',
    setup: { id: ID1, title: 'HK Orly Zvolen – HC Košice', startsAt: '2026-12-05T17:30:00.000Z' },
  }),
];

function open(handlers: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  const api = mockApi({ 'GET /v2/admin/coupons': { status: 200, body: { data: list } }, ...handlers });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<CouponsPage />, { route: '/admin/coupons', store });
  return { api, store, user: userEvent.setup() };
}

const rows = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);

describe('coupons in the back office', () => {
  it('lists each coupon with its discount, validity, uses, match and state in Slovak', async () => {
    open();
    const [first, second] = await rows();
    const cells = (row: HTMLElement | undefined) =>
      [
        within(row as HTMLElement).getByRole('rowheader'),
        ...within(row as HTMLElement).getAllByRole('cell'),
      ].map((c) => c.textContent);
    expect(cells(first).slice(0, 6)).toEqual([
      'JESEN20',
      '20\u00a0%',
      '01.11.2026 01:00 – 31.12.2026 23:59',
      '3 / 10',
      'všetky zápasy a sezóny',
      'Platný',
    ]);
    expect(cells(second).slice(0, 6)).toEqual([
      'VIP5',
      formatPrice(500),
      expect.any(String),
      '0 / bez limitu',
      'HK Orly Zvolen – HC Košice (05.12.2026 18:30)',
      'Deaktivovaný',
    ]);
    // A deactivated coupon can no longer be edited or deactivated.
    expect(within(second as HTMLElement).queryByRole('button', { name: /Upraviť/ })).toBeNull();
    expect(within(second as HTMLElement).getByRole('button', { name: 'Objednávky VIP5' })).toBeTruthy();
  });

  it('creates a coupon: euros become cents, times are the club clock, an empty limit is unlimited', async () => {
    const { api, store, user } = open({
      'POST /v2/admin/coupons': (call) => ({
        status: 201,
        body: adminCoupon('33333333-3333-4333-8333-333333333333', {
          code: (call.body as { code: string }).code,
        }),
      }),
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Nový zľavový kód' }));
    await user.type(screen.getByLabelText('Kód'), 'ZIMA5');
    await user.selectOptions(screen.getByLabelText('Typ zľavy'), 'FIXED');
    await user.type(screen.getByLabelText('Zľava (€)'), '5,50');
    const from = screen.getByLabelText('Platí od') as HTMLInputElement;
    await user.clear(from);
    await user.type(from, '2026-12-01T00:00');
    const to = screen.getByLabelText('Platí do') as HTMLInputElement;
    await user.clear(to);
    await user.type(to, '2027-01-31T23:59');
    await user.click(screen.getByRole('button', { name: 'Vytvoriť kód' }));

    await waitFor(() => expect(api.callsTo('POST /v2/admin/coupons')).toHaveLength(1));
    expect(api.callsTo('POST /v2/admin/coupons')[0]?.body).toEqual({
      code: 'ZIMA5',
      kind: 'FIXED',
      value: 550,
      validFrom: '2026-11-30T23:00:00.000Z',
      validTo: '2027-01-31T22:59:00.000Z',
      usageLimit: null,
    });
    await waitFor(() => expect(toastTexts(store)).toContain('Zľavový kód ZIMA5 bol vytvorený.'));
    // The list is asked again after the change.
    await waitFor(() => expect(api.callsTo('GET /v2/admin/coupons').length).toBeGreaterThan(1));
  });

  it('a form with mistakes sends nothing; a refusal of the API shows its Slovak message', async () => {
    const { api, user } = open({
      'POST /v2/admin/coupons': apiError(
        409,
        'COUPON_CODE_EXISTS',
        'Zľavový kód s týmto názvom už existuje.',
      ),
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Nový zľavový kód' }));
    await user.click(screen.getByRole('button', { name: 'Vytvoriť kód' }));
    expect(screen.getByText('Vyplňte, prosím, toto pole.')).toBeTruthy();
    expect(screen.getByText('Zadajte celé kladné číslo.')).toBeTruthy();
    expect(api.callsTo('POST /v2/admin/coupons')).toHaveLength(0);

    await user.type(screen.getByLabelText('Kód'), 'JESEN20');
    await user.type(screen.getByLabelText('Zľava (%)'), '20');
    await user.click(screen.getByRole('button', { name: 'Vytvoriť kód' }));
    expect(await screen.findByText('Zľavový kód s týmto názvom už existuje.')).toBeTruthy();
  });

  it('edits the limit and the end of validity', async () => {
    const { api, user } = open({
      'PATCH /v2/admin/coupons/11111111-1111-4111-8111-111111111111': {
        status: 200,
        body: adminCoupon(ID1, { usageLimit: 50 }),
      },
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Upraviť JESEN20' }));
    const dialog = await screen.findByRole('dialog');
    const limit = within(dialog).getByLabelText('Limit použití');
    expect((limit as HTMLInputElement).value).toBe('10');
    expect((within(dialog).getByLabelText('Platí do') as HTMLInputElement).value).toBe('2026-12-31T23:59');
    await user.clear(limit);
    await user.type(limit, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      usageLimit: 50,
      validTo: '2026-12-31T22:59:00.000Z',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a limit below the uses keeps the dialog open with the reason', async () => {
    const { user } = open({
      'PATCH /v2/admin/coupons/11111111-1111-4111-8111-111111111111': apiError(
        409,
        'COUPON_LIMIT_BELOW_USED',
        'Limit použití nemôže byť nižší ako počet doterajších použití.',
      ),
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Upraviť JESEN20' }));
    const dialog = await screen.findByRole('dialog');
    const limit = within(dialog).getByLabelText('Limit použití');
    await user.clear(limit);
    await user.type(limit, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByText(/nemôže byť nižší/)).toBeTruthy();
  });

  it('deactivates after asking, and shows the orders that used a coupon', async () => {
    const detail: AdminCouponDetail = {
      ...adminCoupon(ID1),
      uses: [
        {
          orderId: ID2,
          orderNumber: 100042,
          status: 'PAID',
          email: 'jana@example.sk',
          discount: 540,
          totalPrice: 2160,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    };
    const { api, store, user } = open({
      'POST /v2/admin/coupons/11111111-1111-4111-8111-111111111111/deactivate': {
        status: 200,
        body: adminCoupon(ID1, { state: 'DEACTIVATED' }),
      },
      'GET /v2/admin/coupons/11111111-1111-4111-8111-111111111111': { status: 200, body: detail },
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Objednávky JESEN20' }));
    const uses = await screen.findByRole('dialog');
    expect(await within(uses).findByText('100042')).toBeTruthy();
    expect(within(uses).getByText('Zaplatená')).toBeTruthy();
    expect(within(uses).getByText('21,60 €')).toBeTruthy();
    await user.click(within(uses).getByRole('button', { name: 'Zavrieť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Deaktivovať JESEN20' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/prestane platiť natrvalo/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Deaktivovať' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Kód JESEN20 bol deaktivovaný.'));
    expect(api.callsTo(`POST /v2/admin/coupons/${ID1}/deactivate`)).toHaveLength(1);
  });
});
