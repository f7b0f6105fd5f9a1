// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const HASH = 'b'.repeat(43);
const open = () => renderPage(<ResetPasswordPage />, { route: `/reset/${HASH}`, path: '/reset/:hash' });
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Uložiť nové heslo' }));

describe('new-password page', () => {
  it('both fields are required', async () => {
    mockApi({});
    const user = userEvent.setup();
    open();
    await submit(user);
    expect(await screen.findByText('Nové heslo je povinné.')).toBeTruthy();
    expect(screen.getByText('Heslo znova je povinné.')).toBeTruthy();
  });

  it('passwords that differ say "Heslá sa nezhodujú"', async () => {
    mockApi({});
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('Nové heslo'), 'Nove-Heslo1');
    await user.type(screen.getByLabelText('Heslo znova'), 'Nove-Heslo2');
    await submit(user);
    expect(await screen.findByText('Heslá sa nezhodujú.')).toBeTruthy();
  });

  it('a new password sends the link hash, toasts and opens the login dialog with the e-mail', async () => {
    const api = mockApi({
      'POST /v2/user/reset-password-finish': { status: 200, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = open();
    await user.type(screen.getByLabelText('Nové heslo'), 'Nove-Heslo1');
    await user.type(screen.getByLabelText('Heslo znova'), 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Heslo je zmenené' })).toBeTruthy();
    expect(api.callsTo('POST /v2/user/reset-password-finish')[0]?.body).toEqual({
      newPassword: 'Nove-Heslo1',
      newPasswordRetype: 'Nove-Heslo1',
      resetPasswordHash: HASH,
    });
    expect(toastTexts(store)).toEqual(['Heslo bolo zmenené. Prihláste sa, prosím, novým heslom.']);
    expect(store.getState().session.loginDialog).toBe('login');
    expect(store.getState().session.loginEmail).toBe('jana@example.sk');
  });

  it('an expired link says so and lets the user ask for a new one', async () => {
    const api = mockApi({
      'POST /v2/user/reset-password-finish': apiError(
        400,
        'USER_EMAIL_CODE_EXPIRED',
        'Platnosť odkazu vypršala.',
      ),
      'POST /v2/user/reset-password-request': { status: 202, body: { email: 'jana@example.sk' } },
    });
    const user = userEvent.setup();
    const { store } = open();
    await user.type(screen.getByLabelText('Nové heslo'), 'Nove-Heslo1');
    await user.type(screen.getByLabelText('Heslo znova'), 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByText('Platnosť odkazu na obnovu hesla vypršala.')).toBeTruthy();
    expect(toastTexts(store)).toEqual(['Odkaz je neplatný alebo jeho platnosť vypršala.']);
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.sk');
    await user.click(screen.getByRole('button', { name: 'Poslať odkaz' }));
    await vi.waitFor(() => expect(api.callsTo('POST /v2/user/reset-password-request')).toHaveLength(1));
    expect(toastTexts(store)).toContain(
      'Ak je adresa jana@example.sk zaregistrovaná, poslali sme na ňu odkaz na nastavenie nového hesla.',
    );
  });

  it('a mangled link shows the request form at once', async () => {
    const api = mockApi({});
    renderPage(<ResetPasswordPage />, { route: '/reset/x', path: '/reset/:hash' });
    expect(await screen.findByText('Odkaz na obnovu hesla nie je platný alebo už bol použitý.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Poslať odkaz' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('the server refusing a mismatch is shown under the retyped password', async () => {
    mockApi({
      'POST /v2/user/reset-password-finish': apiError(
        400,
        'USER_NEW_PASSWORDS_NOT_MATCH',
        'Heslá sa nezhodujú.',
      ),
    });
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('Nové heslo'), 'Nove-Heslo1');
    await user.type(screen.getByLabelText('Heslo znova'), 'Nove-Heslo1');
    await submit(user);
    expect(await screen.findByText('Heslá sa nezhodujú.')).toBeTruthy();
    expect(screen.getByLabelText('Heslo znova').getAttribute('aria-invalid')).toBe('true');
  });
});
