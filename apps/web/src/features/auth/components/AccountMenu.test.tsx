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

  it('in the back office holds only the name and logout: the fan entries stay in the shop', async () => {
    mockApi({});
    const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
    const user = userEvent.setup();
    renderPage(
      <ul>
        <AccountMenu />
      </ul>,
      { route: '/admin/orders', store },
    );
    await user.click(screen.getByRole('button', { name: 'Účet: Jana Hrašková' }));
    expect(screen.getByRole('button', { name: 'Odhlásiť sa' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Môj účet' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Administrácia' })).toBeNull();
  });
});
