// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AccountMenu } from './AccountMenu.tsx';

describe('account dropdown', () => {
  it('logout ends the session on the server, clears it here and goes home', async () => {
    const api = mockApi({ 'POST /v2/user/logout': { status: 204 } });
    const store = makeStore({ session: janaSession({ phoneNumber: null, phoneNumberVerified: false }) });
    const user = userEvent.setup();
    const { location } = renderPage(
      <ul>
        <AccountMenu />
      </ul>,
      { route: '/account', store },
    );
    await user.click(screen.getByRole('button', { name: 'Účet: Jana Hrašková' }));
    expect(screen.getByRole('link', { name: 'Môj účet' }).getAttribute('href')).toBe('/account');
    await user.click(screen.getByRole('button', { name: 'Odhlásiť sa' }));
    expect(store.getState().session.session).toBeNull();
    expect(location()).toBe('/');
    expect(api.callsTo('POST /v2/user/logout').map((c) => c.body)).toEqual([
      { refreshToken: janaSession().refreshToken },
    ]);
  });

  it.each([
    ['ADMIN', true],
    ['CASHIER', true],
    ['USER', false],
  ] as const)('the back office entry shows for the role %s: %s', async (role, shown) => {
    mockApi({});
    const store = makeStore({ session: janaSession({ roles: [role] }, { role: [role] }) });
    const user = userEvent.setup();
    renderPage(
      <ul>
        <AccountMenu />
      </ul>,
      { route: '/account', store },
    );
    await user.click(screen.getByRole('button', { name: 'Účet: Jana Hrašková' }));
    const entry = screen.queryByRole('link', { name: 'Administrácia' });
    expect(entry?.getAttribute('href') ?? null).toBe(shown ? '/admin' : null);
  });
});
