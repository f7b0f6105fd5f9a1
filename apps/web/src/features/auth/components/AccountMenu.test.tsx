// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '../../../shared/session/sessionFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AccountMenu } from './AccountMenu.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const future = () => Math.floor(Date.now() / 1000) + 3600;

describe('account dropdown', () => {
  it('logout clears the session and goes home', async () => {
    mockApi({});
    const store = makeStore({
      session: {
        accessToken: accessToken({ sub: 'u-1', role: ['USER'], name: 'Jana Hrašková', exp: future() }),
        refreshToken: 'r'.repeat(40),
        expRefreshToken: future(),
        roles: ['USER'],
        phoneNumber: null,
        phoneNumberVerified: false,
        firstName: 'Jana',
        lastName: 'Hrašková',
        email: 'jana@example.sk',
      },
    });
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
  });
});
