// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountPage } from '../../features/account/index.ts';
import { cartOf } from '../../shared/testing/cartFixtures.test-utils.ts';
import { janaAccount, janaSession } from '../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiCall,
  makeStore,
  mockApi,
  renderPage,
} from '../../shared/testing/shopHarness.test-utils.tsx';
import { TopBar } from './TopBar.tsx';

const jana = janaAccount();

describe('the top bar names the fan as My account does', () => {
  // Typed key by key, with a lazy chunk: more than the default 5 s on a busy machine.
  it('a new name saved in My account is in the top bar at once (new tokens carry it)', {
    timeout: 30_000,
  }, async () => {
    const refreshes: ApiCall[] = [];
    const renamed = janaSession(
      { refreshToken: `second-${'r'.repeat(40)}`, firstName: 'Janka', lastName: 'Nováková' },
      { name: 'Janka Nováková', jti: 'second' },
    );
    const api = mockApi({
      'GET /v2/user/my-account': { status: 200, body: jana },
      'GET /v2/cart': { status: 200, body: cartOf([]) },
      'GET /v2/club/settings': { status: 200, body: { primaryColor: null, crestUrl: null, updatedAt: null } },
      'PATCH /v2/user': (call) => ({ status: 200, body: { ...jana, ...(call.body as object) } }),
      'POST /v2/user/refresh': (call) => {
        refreshes.push(call);
        return { status: 200, body: renamed };
      },
    });
    const store = makeStore({ session: janaSession() });
    renderPage(
      <>
        <TopBar />
        <AccountPage />
      </>,
      { route: '/account', store },
    );
    // The account menu is a lazy chunk: its first load may take a while on a busy machine.
    expect(
      await screen.findByRole('button', { name: 'Účet: Jana Hrašková' }, { timeout: 10_000 }),
    ).toBeTruthy();

    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: 'Osobné údaje' });
    await user.clear(within(personal).getByLabelText('Meno'));
    await user.type(within(personal).getByLabelText('Meno'), 'Janka');
    await user.clear(within(personal).getByLabelText('Priezvisko'));
    await user.type(within(personal).getByLabelText('Priezvisko'), 'Nováková');
    await user.click(within(personal).getByRole('button', { name: 'Uložiť zmeny' }));

    expect(
      await screen.findByRole('button', { name: 'Účet: Janka Nováková' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Účet: Jana Hrašková' })).toBeNull();
    expect(api.callsTo('PATCH /v2/user')[0]?.body).toEqual({ firstName: 'Janka', lastName: 'Nováková' });
    // One refresh, with the session's refresh token; the session is the new pair.
    expect(refreshes.map((c) => c.body)).toEqual([{ refreshToken: janaSession().refreshToken }]);
    expect(store.getState().session.session?.refreshToken).toBe(renamed.refreshToken);
  });

  it('a change of anything but the name keeps the tokens', { timeout: 30_000 }, async () => {
    const api = mockApi({
      'GET /v2/user/my-account': { status: 200, body: jana },
      'GET /v2/cart': { status: 200, body: cartOf([]) },
      'PATCH /v2/user': (call) => ({ status: 200, body: { ...jana, ...(call.body as object) } }),
    });
    const store = makeStore({ session: janaSession() });
    renderPage(
      <>
        <TopBar />
        <AccountPage />
      </>,
      { route: '/account', store },
    );
    const user = userEvent.setup();
    const personal = await screen.findByRole('form', { name: 'Osobné údaje' });
    await user.click(within(personal).getByLabelText(/Chcem dostávať novinky/));
    await user.click(within(personal).getByRole('button', { name: 'Uložiť zmeny' }));
    await expect.poll(() => api.callsTo('PATCH /v2/user').length).toBe(1);
    expect(await screen.findByText('Osobné údaje boli uložené.')).toBeTruthy();
    expect(api.callsTo('POST /v2/user/refresh')).toEqual([]);
    expect(
      await screen.findByRole('button', { name: 'Účet: Jana Hrašková' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
